// SQL for what a delete keeps (docs/history.md): the rows it takes (and the cards that pointed at them) in one
// trash entry, a data-modifying statement sent with the DELETE in the log's statement (both read the rows as
// they were before it). A restore puts them back (trash.ts).
import type { Knex } from 'knex';
import type { Db } from '../connection';
import type { CardLink } from './trash';

/** SQL: the rows of `table` matching `where` (on alias x) as a jsonb array, in id order ('[]' when none). */
const rowsOf = (table: string, where: string, order = 'x.id') =>
  `COALESCE((SELECT jsonb_agg(to_jsonb(x) ORDER BY ${order}) FROM ${table} x WHERE ${where}), '[]'::jsonb)`;

/** SQL: everything of the projects whose ids are in the int[] expression `ids`, per table. */
const projectRows = (ids: string) => `jsonb_build_object(
  'projects', ${rowsOf('projects', `x.id = ANY(${ids})`, 'x."parentId" NULLS FIRST, x.id')},
  'categories', ${rowsOf('categories', `x."projectId" = ANY(${ids})`)},
  'releases', ${rowsOf('releases', `x."projectId" = ANY(${ids})`)},
  'sprints', ${rowsOf('sprints', `x."releaseId" IN (SELECT id FROM releases WHERE "projectId" = ANY(${ids}))`)},
  'cards', ${rowsOf('cards', `x."projectId" = ANY(${ids})`)},
  'folder_shares', ${rowsOf('folder_shares', `x."folderId" = ANY(${ids})`)},
  'meetings', ${rowsOf('meetings', `x."projectId" = ANY(${ids})`)},
  'meeting_participants', ${rowsOf('meeting_participants', `x."meetingId" IN (SELECT id FROM meetings WHERE "projectId" = ANY(${ids}))`, 'x."meetingId", x."userId"')},
  'meeting_votes', ${rowsOf('meeting_votes', `x."meetingId" IN (SELECT id FROM meetings WHERE "projectId" = ANY(${ids}))`)},
  'clients', ${rowsOf('clients', `x.id IN (SELECT p."clientId" FROM projects p WHERE p.id = ANY(${ids}))`)},
  'meeting_ballots', ${rowsOf('meeting_ballots', `x."voteId" IN (SELECT v.id FROM meeting_votes v JOIN meetings m ON m.id = v."meetingId" WHERE m."projectId" = ANY(${ids}))`, 'x."voteId", x."userId"')})`;

const INSERT = `INSERT INTO trash (kind, "entityId", "folderId", "projectId", "ownerId", label, "deletedBy", rows, links, contains)`;

export const trashKeepRepo = {
  /**
   * Keeps a card as it is (to go out with its DELETE in one statement: both read the row as it was), but its
   * search vector, which its restore computes again (the trigger of migration 20261129200000_search). The card
   * is locked by the caller.
   */
  keepCard: (db: Db, cardId: number, folderId: number, actorId: string): Knex.Raw =>
    db.raw(
      `${INSERT}
       SELECT 'card', x.id, ?::int, x."projectId", NULL, x."externalId" || ' ' || x.title, ?::uuid,
              jsonb_build_object('cards', jsonb_build_array(to_jsonb(x) - 'searchVector')), '{}'::jsonb, 0
         FROM cards x WHERE x.id = ?::int
       RETURNING id`,
      [folderId, actorId, cardId],
    ),

  /** Keeps a use case and the cards that were in it (already moved out; `cardIds`). */
  keepCategory: (
    db: Db,
    categoryId: number,
    folderId: number,
    actorId: string,
    cardIds: number[],
  ): Knex.Raw =>
    db.raw(
      `${INSERT}
       SELECT 'category', x.id, ?::int, x."projectId", NULL, x.name, ?::uuid,
              jsonb_build_object('categories', jsonb_build_array(to_jsonb(x))), jsonb_build_object('cards', ?::jsonb), ?::int
         FROM categories x WHERE x.id = ?::int
       RETURNING id`,
      [folderId, actorId, JSON.stringify(cardIds.map((id) => ({ id }))), cardIds.length, categoryId],
    ),

  /** Keeps a release with its sprints, and where its cards were (already moved out; `links`). */
  keepRelease: (db: Db, releaseId: number, folderId: number, actorId: string, links: CardLink[]): Knex.Raw =>
    db.raw(
      `${INSERT}
       SELECT 'release', x.id, ?::int, x."projectId", NULL, x.name, ?::uuid,
              jsonb_build_object('releases', jsonb_build_array(to_jsonb(x)),
                                 'sprints', ${rowsOf('sprints', 'x."releaseId" = ?::int')}),
              jsonb_build_object('cards', ?::jsonb),
              (SELECT count(*) FROM sprints s WHERE s."releaseId" = ?::int)
         FROM releases x WHERE x.id = ?::int
       RETURNING id`,
      [folderId, actorId, releaseId, JSON.stringify(links), releaseId, releaseId],
    ),

  /** Keeps a sprint and the cards that were in it (already moved out; `cardIds`). */
  keepSprint: (db: Db, sprintId: number, folderId: number, actorId: string, cardIds: number[]): Knex.Raw =>
    db.raw(
      `${INSERT}
       SELECT 'sprint', x.id, ?::int, r."projectId", NULL, x.name, ?::uuid,
              jsonb_build_object('sprints', jsonb_build_array(to_jsonb(x))), jsonb_build_object('cards', ?::jsonb), ?::int
         FROM sprints x JOIN releases r ON r.id = x."releaseId" WHERE x.id = ?::int
       RETURNING id`,
      [folderId, actorId, JSON.stringify(cardIds.map((id) => ({ id }))), cardIds.length, sprintId],
    ),

  /**
   * Keeps a project, or a folder with its projects, with everything in them: use cases, releases, sprints,
   * cards, meetings, and a folder's shares. What the trash says it holds: a project's cards, a folder's
   * projects. `byAccountDeletion`: an admin deleting its owner's account sends the folder there, for a former
   * member to claim (trashAccess.ts CLAIMABLE). Locked by the caller.
   */
  keepProject: (db: Db, projectId: number, actorId: string, byAccountDeletion = false): Knex.Raw =>
    db.raw(
      `INSERT INTO trash (kind, "entityId", "folderId", "projectId", "ownerId", label, "deletedBy", rows, links, contains,
         "byAccountDeletion")
       SELECT CASE WHEN f."parentId" IS NULL THEN 'folder' ELSE 'project' END, f.id, COALESCE(f."parentId", f.id),
              CASE WHEN f."parentId" IS NULL THEN NULL ELSE f.id END, f."ownerId", f.name, ?::uuid,
              ${projectRows('ARRAY(SELECT p.id FROM projects p WHERE p.id = f.id OR p."parentId" = f.id)')},
              '{}'::jsonb,
              CASE WHEN f."parentId" IS NULL THEN (SELECT count(*) FROM projects p WHERE p."parentId" = f.id)
                   ELSE (SELECT count(*) FROM cards c WHERE c."projectId" = f.id) END,
              ?::boolean AND f."parentId" IS NULL
         FROM projects f WHERE f.id = ?::int
       RETURNING id`,
      [actorId, byAccountDeletion, projectId],
    ),
};
