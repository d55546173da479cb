// bench:api creates: real POST /api/cards calls (each with its own title) from 20 workers, into one project
// and across 20 projects (20 folders with one project each, one worker per project), then a check in the
// database that nothing was numbered twice or skipped.
import pg from 'pg';
import type { TestClient } from '../server/test/httpClient';
import { closedLoop, type LoadResult } from './httpLoad';

export const WORKERS = 20;

/** Where cards go: a project and the folder whose event counter its writes bump. */
export interface Place {
  projectId: number;
  folderId: number;
}

async function created(promise: Promise<{ status: number; body: { id: number }; text: string }>) {
  const res = await promise;
  if (res.status >= 300) throw new Error(`setup call failed: ${res.status} ${res.text}`);
  return res.body.id;
}

/**
 * `count` folders with one project each. The folders are made first, then the projects, so both sets of ids
 * are consecutive in a fresh database (pgbench.ts maps its clients onto them by arithmetic).
 */
export async function makePlaces(api: TestClient, clientId: number, count: number, prefix: string) {
  const folders: number[] = [];
  for (let i = 0; i < count; i++)
    folders.push(await created(api.post('/api/projects', { name: `${prefix} folder ${i}`, clientId })));
  const places: Place[] = [];
  for (let i = 0; i < count; i++) {
    const body = {
      name: `${prefix} project ${i}`,
      prefix: `${prefix}${i}`.slice(0, 5),
      parentId: folders[i],
    };
    places.push({ projectId: await created(api.post('/api/projects', body)), folderId: folders[i]! });
  }
  return places;
}

/** `workers` workers (WORKERS unless given) for `seconds`; worker w writes to places[w % places.length]. */
export function runCreates(
  url: string,
  headers: Record<string, string>,
  places: Place[],
  seconds: number,
  workers = WORKERS,
): Promise<LoadResult> {
  return closedLoop({
    url,
    headers,
    durationS: seconds,
    workers,
    call: (worker, n) => ({
      method: 'POST',
      path: '/api/cards',
      body: JSON.stringify({
        title: `Created by worker ${worker}, #${n}`,
        projectId: places[worker % places.length]!.projectId,
      }),
    }),
  });
}

/**
 * Problems found in the places' cards (none: an empty list): card numbers must run 1..n in every project
 * with nextCardNumber at n + 1, there must be as many cards as answered creates, and their ids consecutive.
 */
export async function checkCreated(
  databaseUrl: string,
  places: Place[],
  answered: number,
): Promise<string[]> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const ids = places.map((place) => place.projectId);
    const { rows } = await db.query(
      `SELECT p.id, p."nextCardNumber" - 1 AS taken, count(c.id)::int AS cards,
              count(DISTINCT c."externalId")::int AS distinct_ids,
              coalesce(max(split_part(c."externalId", '-', 2)::int), 0) AS highest,
              min(c.id) AS first_id, max(c.id) AS last_id
         FROM projects p LEFT JOIN cards c ON c."projectId" = p.id
        WHERE p.id = ANY($1) GROUP BY p.id`,
      [ids],
    );
    const problems: string[] = [];
    let cards = 0;
    for (const row of rows) {
      cards += row.cards;
      if (row.distinct_ids !== row.cards)
        problems.push(`project ${row.id}: ${row.cards - row.distinct_ids} numbers repeated`);
      if (row.highest !== row.cards || row.taken !== row.cards)
        problems.push(
          `project ${row.id}: ${row.cards} cards, highest number ${row.highest}, counter at ${row.taken}`,
        );
    }
    if (cards !== answered) problems.push(`${cards} cards stored for ${answered} answered creates`);
    const span =
      Math.max(...rows.map((r) => r.last_id ?? 0)) - Math.min(...rows.map((r) => r.first_id ?? Infinity)) + 1;
    if (cards && span !== cards) problems.push(`card ids span ${span} for ${cards} cards (gaps)`);
    return problems;
  } finally {
    await db.end();
  }
}
