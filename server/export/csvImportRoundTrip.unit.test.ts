// Export → import → export of the real CSV writer: the same file apart from ID, Created/Updated and
// Client/Folder/Project, which the import does not carry (common/import reads the file back).
import fc from 'fast-check';
import { writeToString } from 'fast-csv';
import { describe, expect, it } from 'vitest';
import { buildImport, readImportFile, unneutralise } from '../../common/import';
import { CSV_COLUMNS } from '../../common/schemas/export';
import { cardCells, neutralise } from './csvExport';
import type { ExportCardRow } from '../db/repos/export';

const project = { id: 1, parentId: null, projectName: 'P', folderName: 'F', clientName: 'C' };
const stamps = {
  id: 1,
  externalId: 'X-1',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

const csv = (cards: ExportCardRow[]) =>
  writeToString([[...CSV_COLUMNS], ...cards.map((card) => cardCells(project, card))], {
    rowDelimiter: '\r\n',
    includeEndRowDelimiter: true,
  });

async function roundTrip(cards: ExportCardRow[]) {
  const first = await csv(cards);
  const read = await readImportFile('export.csv', new TextEncoder().encode(first));
  if (!read.ok) throw new Error(read.message);
  const plan = buildImport(read.file);
  expect(plan.skipped).toEqual([]);
  const again = plan.cards.map((card) => ({
    ...stamps,
    title: card.title!,
    description: card.description ?? null,
    status: card.status!,
    priority: card.priority!,
    order: String(card.order),
    notes: card.notes ?? null,
    estimate: card.estimate ?? null,
    value: numberText(card.value),
    reach: numberText(card.reach),
    lift: numberText(card.lift),
    confidence: numberText(card.confidence),
    ease: numberText(card.ease),
    categoryName: card.useCase ?? null,
    releaseName: card.release?.name ?? null,
    releaseStartDate: card.release?.startDate ?? null,
    releaseEndDate: card.release?.endDate ?? null,
    sprintName: card.sprint ?? null,
  }));
  return { first, second: await csv(again), plan };
}

const card = (fields: Partial<ExportCardRow>): ExportCardRow => ({
  ...stamps,
  title: 'T',
  description: null,
  status: 'backlog',
  priority: 'tbd',
  order: '1.000',
  notes: null,
  estimate: null,
  value: null,
  reach: null,
  lift: null,
  confidence: null,
  ease: null,
  categoryName: null,
  releaseName: null,
  releaseStartDate: null,
  releaseEndDate: null,
  sprintName: null,
  ...fields,
});

/** A number cell as the export's select gives it (the database's text of the number). */
const numberText = (value: number | string | null | undefined) => (value == null ? null : String(value));

describe('export → import → export', () => {
  it('gives the same file, formulas and negative ranks included', async () => {
    const cards = [
      card({
        title: '=SUM(A1)',
        description: '+1\n-2',
        notes: "a;=b; @c;'d",
        order: '-12.500',
        status: 'in-progress',
      }),
      card({
        title: ' @x',
        categoryName: 'Sync',
        releaseName: '-R1',
        releaseStartDate: '2025-01-01',
        sprintName: '=S',
        priority: 'wow',
      }),
      card({
        title: "'quoted",
        description: '"hi", there',
        status: 'deployed',
        order: '0.125',
        releaseName: 'R2',
        releaseEndDate: '2025-02-01',
      }),
    ];
    const { first, second, plan } = await roundTrip(cards);
    expect(second).toBe(first);
    expect(plan.cards[0]).toMatchObject({ title: '=SUM(A1)', order: '-12.500', notes: "a;=b; @c;'d" });
  });

  it('undoes neutralise for any text: exporting the imported cell gives the exported cell', () => {
    const text = fc
      .array(fc.constantFrom('=', '+', '-', '@', ' ', '\t', ';', "'", 'a', '1', '.', '\n'), { maxLength: 12 })
      .map((chars) => chars.join(''));
    fc.assert(
      fc.property(text, (value) => {
        expect(neutralise(unneutralise(neutralise(value)))).toBe(neutralise(value));
      }),
      { numRuns: 2000, seed: 28 },
    );
  });
});
