// bench:history's Activity data: a project's history rows inserted with SQL, shaped as the log append writes
// them (HISTORY_CTE in server/db/repos/folderEvents.ts: folder, project, kind, id, actor, action, the thing's
// data after the change), spread over the project's cards and use cases, its releases, and several people.
import type { Db } from '../server/db/connection';

export interface ActivityFill {
  folderId: number;
  projectId: number;
  /** Who acted, in turn. */
  actorIds: string[];
  /** History rows in all. */
  changes: number;
}

/**
 * Per row n (oldest first, a minute apart): every 50th a change of a use case, every 50th + 25 one of a release,
 * the rest a card's (its first row "created", later ones "updated": title, status, impact or notes in turn),
 * by the people in turn (shifted each 50 rows, so each changes use cases and releases too); m counts the card rows before row n. Ids follow n, as they follow the log's seq.
 */
export async function insertActivity(db: Db, fill: ActivityFill): Promise<{ cards: number }> {
  const { rows } = await db.raw(
    `WITH c AS (SELECT row_number() OVER (ORDER BY id) - 1 AS k, x.* FROM cards x WHERE x."projectId" = ?::int),
          kc AS (SELECT row_number() OVER (ORDER BY id) - 1 AS k, x.* FROM categories x WHERE x."projectId" = ?::int),
          kr AS (SELECT row_number() OVER (ORDER BY id) - 1 AS k, x.* FROM releases x WHERE x."projectId" = ?::int),
          counts AS (SELECT (SELECT count(*) FROM c) AS cards, (SELECT count(*) FROM kc) AS categories,
                            (SELECT count(*) FROM kr) AS releases,
                            COALESCE((SELECT seq FROM folder_event_counters WHERE "folderId" = ?::int), 0) AS seq),
          g AS (SELECT n, n - n / 50 * 2 - 1 - CASE WHEN n % 50 > 25 THEN 1 ELSE 0 END AS m
                  FROM generate_series(0, ?::int - 1) AS n),
          ins AS (
            INSERT INTO history ("folderId", "projectId", kind, "entityId", "actorId", action, data, at, seq)
            SELECT ?::int, ?::int, r.kind, r.id, (?::uuid[])[1 + (g.n + g.n / 50) % ?::int], r.action, r.data,
                   now() - make_interval(mins => ?::int - g.n), counts.seq
              FROM g CROSS JOIN counts CROSS JOIN LATERAL (
                SELECT 'category' AS kind, kc.id, 'updated' AS action,
                       to_jsonb(kc) - 'k' || jsonb_build_object('name', kc.name || ' ' || g.n, 'version', g.n) AS data
                  FROM kc WHERE g.n % 50 = 0 AND kc.k = (g.n / 50) % counts.categories
                UNION ALL
                SELECT 'release', kr.id, 'updated',
                       to_jsonb(kr) - 'k' || jsonb_build_object('name', kr.name || ' ' || g.n, 'version', g.n)
                  FROM kr WHERE g.n % 50 = 25 AND kr.k = (g.n / 50) % counts.releases
                UNION ALL
                SELECT 'card', c.id, CASE WHEN g.m < counts.cards THEN 'created' ELSE 'updated' END,
                       to_jsonb(c) - 'k' - 'searchVector' || jsonb_build_object(
                         'order', c."order"::text, 'category', NULL, 'release', NULL, 'version', g.n,
                         'title', c.title || CASE WHEN g.m % 4 = 0 THEN ' v' || g.m ELSE '' END,
                         'status', (ARRAY['backlog', 'in-progress', 'ready', 'deployed'])[1 + (g.m / 4) % 4],
                         'priority', (ARRAY['tbd', 'wow', 'fix', 'rush'])[1 + (g.m / 8) % 4],
                         'notes', 'Note ' || (g.m / 2))
                  FROM c WHERE g.n % 25 <> 0 AND c.k = g.m % counts.cards) r
             ORDER BY g.n
            RETURNING kind)
     SELECT count(*) FILTER (WHERE kind = 'card') AS cards FROM ins`,
    [
      fill.projectId,
      fill.projectId,
      fill.projectId,
      fill.folderId,
      fill.changes,
      fill.folderId,
      fill.projectId,
      fill.actorIds,
      fill.actorIds.length,
      fill.changes,
    ],
  );
  // What autovacuum does shortly after a bulk load: give the planner row counts.
  await db.raw('ANALYZE history');
  return { cards: Number(rows[0].cards) };
}
