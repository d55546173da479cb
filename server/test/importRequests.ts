// Requests and reads the import route tests share (server/http/routes/imports*.test.ts).
import { IMPORT_CONTENT_TYPE, importRequestLines } from '../../common/import/requestLines';
import type { ImportCardInput } from '../../common/schemas/imports';
import type { Db } from '../db/connection';
import type { TestClient } from './httpClient';
import { countQueries } from './queryCounter';

/** `count` valid cards, the first on line 2 (after a header), each changed by `extra`. */
export const importRows = (count: number, extra: (i: number) => Partial<ImportCardInput> = () => ({})) =>
  Array.from({ length: count }, (_, i) => ({ line: i + 2, title: `Row ${i + 1}`, ...extra(i) }));
export const importSource = { format: 'csv', fileName: 'backlog.csv' };

/** An import's request as the browser sends it: JSON lines (common/import/requestLines.ts). */
export const importLines = (request: { cards: readonly unknown[] } & Record<string, unknown>) => ({
  body: importRequestLines(request),
  headers: { 'Content-Type': IMPORT_CONTENT_TYPE },
});

/** POST /api/imports of `request` (its target, source and cards, sent as JSON lines). */
export function postImport(
  api: TestClient,
  request: { cards: readonly unknown[] } & Record<string, unknown>,
  headers?: Record<string, string>,
) {
  const sent = importLines(request);
  return api.post('/api/imports', sent.body, { ...sent.headers, ...headers });
}

export const importInto = (
  api: TestClient,
  projectId: number,
  cards: unknown[],
  headers?: Record<string, string>,
) => postImport(api, { target: { projectId }, source: importSource, cards }, headers);

/** A project's cards in rank order, from the database. */
export const cardsOf = (db: Db, projectId: number) =>
  db('cards').where({ projectId }).orderBy(['order', 'id']);

/** The statements the server sends to PostgreSQL while `run` is in flight. */
export async function statementsOf(db: Db, run: () => Promise<unknown>): Promise<string[]> {
  const counter = countQueries(db);
  try {
    await run();
    return counter.take().map((statement) => statement.sql);
  } finally {
    counter.stop();
  }
}
