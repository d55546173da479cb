// Requests and reads the import route tests share (server/http/routes/imports*.test.ts).
import type { ImportCardInput } from '../../common/schemas/imports';
import type { Db } from '../db/connection';
import type { TestClient } from './httpClient';
import { countQueries } from './queryCounter';

/** `count` valid cards, the first on line 2 (after a header), each changed by `extra`. */
export const importRows = (count: number, extra: (i: number) => Partial<ImportCardInput> = () => ({})) =>
  Array.from({ length: count }, (_, i) => ({ line: i + 2, title: `Row ${i + 1}`, ...extra(i) }));
export const importSource = { format: 'csv', fileName: 'backlog.csv' };
export const importInto = (
  api: TestClient,
  projectId: number,
  cards: unknown[],
  headers?: Record<string, string>,
) => api.post('/api/imports', { target: { projectId }, source: importSource, cards }, headers);

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
