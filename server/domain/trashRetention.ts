// How long the trash keeps things: TRASH_RETENTION_DAYS by default, set once at start from the config.
import { TRASH_RETENTION_DAYS } from '../../common/schemas/trash';

const DAY_MS = 24 * 60 * 60 * 1000;

export const trashSettings = { retentionDays: TRASH_RETENTION_DAYS };

/** When the trash forgets a thing deleted at `deletedAt`. */
export const purgeAtOf = (deletedAt: Date) =>
  new Date(deletedAt.getTime() + trashSettings.retentionDays * DAY_MS);

/** Things deleted before this are forgotten at `now`. */
export const forgottenBefore = (now: Date) => new Date(now.getTime() - trashSettings.retentionDays * DAY_MS);
