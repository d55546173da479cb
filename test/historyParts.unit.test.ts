// bench:api's history taken apart (bench/historyParts.ts) edits the app's create as text: a variant's row goes to
// its copy of history, or the event row becomes the history row; anything it does not find exactly once it refuses.
import knex from 'knex';
import { describe, expect, it } from 'vitest';
import { eventAsHistory, intoCopy } from '../bench/historyParts';
import { createOneStatement } from '../server/db/repos/cardCreate';
import type { Db } from '../server/db/connection';

const db = knex({ client: 'pg' }) as unknown as Db;
const create = createOneStatement(db, {
  actorId: '00000000-0000-4000-8000-000000000001',
  projectId: 7,
  roles: ['owner', 'editor'],
  card: { title: 'A card' },
  numberedMax: 10_000,
  orderLimit: 1e9,
});
const text = (raw: { toSQL(): { sql: string; bindings: readonly unknown[] } }) => raw.toSQL();

describe('history taken apart', () => {
  it('writes the history row into the copy, the rest as built', () => {
    const built = text(create);
    const edited = text(intoCopy('bench_parts_x')(db, create));
    expect(edited.sql).toBe(built.sql.replace('INSERT INTO history (', 'INSERT INTO bench_parts_x ('));
    expect(edited.sql).not.toContain('INSERT INTO history (');
    expect(edited.bindings).toEqual(built.bindings);
  });

  it('makes the event row the history row: no history CTE, no folder_events row', () => {
    const edited = text(eventAsHistory('bench_parts_ev')(db, create));
    expect(edited.sql).not.toMatch(/\bhist\b/);
    expect(edited.sql).not.toContain('folder_events (');
    expect(edited.sql).toContain(
      `INSERT INTO bench_parts_ev ("folderId", seq, "projectId", type, "actorId", "mutationId", cause, data, kind, "entityId", action)`,
    );
    expect(edited.sql).toMatch(
      /built\.data::jsonb, 'card', \(built\.data->>'id'\)::int, 'created'\s+FROM counter/,
    );
    expect(edited.bindings.length).toBe((edited.sql.match(/\?/g) ?? []).length);
  });

  it('refuses a statement that is not the create', () => {
    expect(() => intoCopy('x')(db, db.raw('SELECT 1'))).toThrow(/historyParts/);
    expect(() => eventAsHistory('x')(db, db.raw('SELECT 1'))).toThrow(/withoutHistory/);
  });
});
