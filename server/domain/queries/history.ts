// Reads of history (docs/history.md): a card's, and a project's activity; one page per call, newest first,
// of what the actor may read of the past of the folder the card or project lives in now ("Who reads what").
import {
  HISTORY_PAGE_SIZE,
  activityQuery,
  historyQuery,
  type ActivityPage,
  type HistoryPage,
} from '../../../common/schemas/history';
import type { Db } from '../../db/connection';
import { historyRepo, type HistoryRow } from '../../db/repos/history';
import type { Actor } from '../policies/authorize';
import * as cardPolicy from '../policies/cards';
import * as projectPolicy from '../policies/projects';
import { presentHistory } from '../presenters/history';

function paged(rows: HistoryRow[]): HistoryPage {
  const entries = rows.slice(0, HISTORY_PAGE_SIZE).map(presentHistory);
  return { entries, next: rows.length > HISTORY_PAGE_SIZE ? entries.at(-1)!.id : null };
}

/** GET /api/cards/{id}/history: whoever may read the card. */
export async function cardHistory(
  db: Db,
  actor: Actor,
  cardId: number,
  query: unknown,
): Promise<HistoryPage> {
  const card = await cardPolicy.load(db, actor, 'read', cardId);
  const { before } = historyQuery.parse(query);
  const { rows } = await historyRepo.page(
    db,
    { kind: 'card', entityId: card.id },
    before,
    HISTORY_PAGE_SIZE,
    {
      userId: actor.id,
      folderId: card.folderId,
    },
  );
  return paged(rows);
}

/** GET /api/projects/{id}/activity: whoever may read the project; filtered by person and kind. */
export async function projectActivity(
  db: Db,
  actor: Actor,
  projectId: number,
  query: unknown,
): Promise<ActivityPage> {
  const project = await projectPolicy.load(db, actor, 'read', projectId);
  const filters = activityQuery.parse(query);
  const { rows, people } = await historyRepo.page(
    db,
    { projectId: project.id, actorId: filters.actor, kind: filters.kind },
    filters.before,
    HISTORY_PAGE_SIZE,
    { userId: actor.id, folderId: project.folderId },
    true,
  );
  return { ...paged(rows), people };
}
