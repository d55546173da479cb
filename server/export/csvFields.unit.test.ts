// Issue 44: a plain card field's CSV column is its registry entry and nothing else. The export's select and
// the import request's card take the registry's plain CSV fields, and one added to the registry reaches both.
import knex, { type Knex } from 'knex';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { CARD_FIELDS, PLAIN_CSV_FIELDS, type CardFieldSpec } from '../../common/cardFields';
import { importCard } from '../../common/schemas/imports';
import { exportRepo } from '../db/repos/export';

/** The SQL a batch sends; knex builds it without a connection. */
function batchSql(repo: typeof exportRepo): string {
  const db = knex({ client: 'pg' });
  const query = repo.cardBatch(db, 1, null, 10) as unknown as Knex.QueryBuilder;
  return query.toSQL().sql;
}
/** The columns a select names for the card table, by the name each row carries. */
const cardColumns = (sql: string) =>
  [...sql.matchAll(/"c"\."(\w+)"(?:::text AS "\w+")?/g)]
    .map((match) => match[1]!)
    .filter((column, index, all) => all.indexOf(column) === index);
/** What the import's card takes besides its line and the references it names. */
const plainKeys = (card: z.ZodObject) =>
  Object.keys(card.shape).filter((key) => !['line', 'useCase', 'release', 'sprint'].includes(key));

describe("the registry's plain CSV fields", () => {
  const wires = PLAIN_CSV_FIELDS.map(({ field }) => field.wire);

  it('are the columns the export selects, beside the id and what the references name', () => {
    const sql = batchSql(exportRepo);
    const selected = cardColumns(sql.slice(0, sql.indexOf(' from ')));
    expect(selected).toEqual(['id', 'externalId', ...wires]);
    // A number as the database prints it: the rank's "12.500" is also the keyset position.
    expect(sql).toContain('"c"."order"::text AS "order"');
  });

  it("are the import card's keys, checked as before", () => {
    expect(plainKeys(importCard)).toEqual(
      PLAIN_CSV_FIELDS.map(({ field }) => field.csv.importKey ?? field.wire),
    );
    expect([...wires].sort()).toEqual([
      'confidence',
      'description',
      'ease',
      'estimate',
      'lift',
      'notes',
      'order',
      'priority',
      'reach',
      'status',
      'title',
      'value',
    ]);
    const refused = importCard.safeParse({ line: 2, title: ' ', status: 'nope', order: 'x' });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      'Title is required',
      expect.stringMatching(/^Status must be one of /),
      'Order must be a number',
    ]);
    expect(importCard.safeParse({ line: 2 }).error?.issues[0]?.message).toBe('Title is required');
    expect(importCard.parse({ line: 2, title: ' T ', order: '1.5' })).toEqual({
      line: 2,
      title: 'T',
      order: 1.5,
    });
  });
});

describe('a plain field added to the registry', () => {
  afterEach(() => {
    vi.doUnmock('../../common/cardFields/registry');
    vi.resetModules();
  });

  it('is selected by the export and taken by the import, with no other line', async () => {
    const estimate = {
      wire: 'estimate',
      label: 'Estimate',
      schema: z.number({ error: 'Estimate must be a number' }).int().min(0).nullable(),
      answer: z.number().nullable(),
      editable: true,
      revertible: true,
      history: 'text',
      csv: { column: 'Estimate', cell: 'number', position: 18, words: ['estimate', 'points'] },
    } satisfies CardFieldSpec;
    vi.resetModules();
    vi.doMock('../../common/cardFields/registry', () => ({ CARD_FIELDS: { ...CARD_FIELDS, estimate } }));
    const { exportRepo: repo } = await import('../db/repos/export');
    const { importCard: card } = await import('../../common/schemas/imports');

    expect(cardColumns(batchSql(repo))).toContain('estimate');
    expect(batchSql(repo)).toContain('"c"."estimate"::text AS "estimate"');
    expect(plainKeys(card)).toContain('estimate');
    expect(card.parse({ line: 2, title: 'T', estimate: 3 })).toMatchObject({ estimate: 3 });
    expect(card.parse({ line: 2, title: 'T' })).not.toHaveProperty('estimate');
    expect(card.safeParse({ line: 2, title: 'T', estimate: 'x' }).error?.issues[0]?.message).toBe(
      'Estimate must be a number',
    );
  });
});
