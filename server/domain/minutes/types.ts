// What the minutes of a meeting are built from (docs/meetings.md "Minutes"): the project's cards as they
// were when it started, and the stretch of the folder's change log it covered.
import type { Minutes } from '../../../common/schemas/meetings';
import type { Db } from '../../db/connection';

/** A card as the meeting found it (meetings.snapshot, keyed by card id). */
export interface SnapshotCard {
  externalId: string;
  title: string;
  status: string;
  priority: string;
  categoryId: number | null;
  releaseId: number | null;
  /** numeric(15,3) as text. */
  order: string;
}
export type CardSnapshot = Record<string, SnapshotCard>;

/** A meeting at its end, as the end command hands it over (endSeq: the folder's seq before meeting.ended). */
interface EndingMeeting {
  id: number;
  projectId: number;
  folderId: number;
  startSeq: number;
  endSeq: number;
  startedAt: Date;
  endedAt: Date;
  facilitatorId: string | null;
  snapshot: CardSnapshot;
}

export type BuildMinutes = (trx: Db, meeting: EndingMeeting) => Promise<Minutes>;
