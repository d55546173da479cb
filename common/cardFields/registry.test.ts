// Every reader of card fields derives from the registry: walking its entries must find each one where the
// export, the import, the dialog's merge, undo, votes and the API's schemas take it.
import { describe, expect, it } from 'vitest';
import { cardFormValues } from '../board/cardForm';
import { groupCards } from '../board/grouping';
import { guessMapping, MAPPING_FIELD_LABELS, MAPPING_FIELDS } from '../import/mapping';
import { editedFields, mergeRemote } from '../realtime/editMerge';
import { card as cardSchema, createCardRequest, updateCardRequest } from '../schemas/cards';
import { CSV_COLUMNS } from '../schemas/export';
import { REVERTIBLE_CARD_FIELDS } from '../schemas/history';
import { openVoteRequest, VOTE_FIELD_LABELS, VOTE_FIELDS } from '../schemas/meetings';
import { cardWithEveryChange } from '../test/cardFieldSamples';
import { cardFieldLabel, cardFieldList, IMPACT_LABELS, IMPACTS } from './index';

const entries = cardFieldList();
const wiresWhere = (test: (field: (typeof entries)[number][1]) => boolean) =>
  entries.filter(([, field]) => test(field)).map(([, field]) => field.wire);

describe('the card field registry', () => {
  it('names each field, wire name and label once', () => {
    const wires = entries.map(([, field]) => field.wire);
    expect(new Set(wires).size).toBe(wires.length);
    expect(new Set(entries.map(([, field]) => field.label)).size).toBe(entries.length);
    for (const [, field] of entries) expect(cardFieldLabel(field.wire)).toBe(field.label);
    // The glossary's names: Impact is `priority` on the wire, the use case `categoryId`; the spec's casing.
    expect(cardFieldLabel('priority')).toBe('Impact');
    expect(cardFieldLabel('categoryId')).toBe('Use Case');
  });

  it('is the export header, in the file order our own import reads back', () => {
    for (const [, field] of entries) {
      if (!field.csv) continue;
      expect(CSV_COLUMNS[field.csv.position - 1]).toBe(field.csv.column);
      (field.csv.with ?? []).forEach((column, index) =>
        expect(CSV_COLUMNS[field.csv!.position + index]).toBe(column.column),
      );
    }
    // The file format itself never moves (round trips and other tools read it by position too).
    expect(CSV_COLUMNS).toEqual([
      'Client',
      'Folder',
      'Project',
      'ID',
      'Title',
      'Description',
      'Status',
      'Impact',
      'Use Case',
      'Release',
      'Release Start',
      'Release End',
      'Sprint',
      'Rank',
      'Notes',
      'Created',
      'Updated',
      'Estimate',
      'Value',
      'Reach',
      'Lift',
      'Confidence',
      'Ease',
    ]);
  });

  it('is the import mapping: its fields, labels and header words', () => {
    const expected = entries.flatMap(([name, field]) =>
      field.csv ? [{ key: name, label: field.label, csv: field.csv }, ...(field.csv.with ?? [])] : [],
    );
    expect([...MAPPING_FIELDS].sort()).toEqual(expected.map(({ key }) => key).sort());
    for (const column of expected) {
      expect(MAPPING_FIELD_LABELS[column.key as keyof typeof MAPPING_FIELD_LABELS]).toBe(column.label);
      const words = 'csv' in column ? [column.csv.column, ...column.csv.words] : column.words;
      for (const word of words) expect(guessMapping([word]), word).toMatchObject({ [column.key]: 0 });
    }
    // Our own export's header maps every column back to its field.
    const mapping = guessMapping([...CSV_COLUMNS]);
    for (const field of MAPPING_FIELDS) expect(mapping[field], field).not.toBeNull();
  });

  it('is the card dialog merge: every editable field, in the registry order', () => {
    const { before, after } = cardWithEveryChange();
    const dialog = wiresWhere((field) => field.editable);
    expect(editedFields(before, cardFormValues(after))).toEqual(dialog);
    const merge = mergeRemote(before, cardFormValues(before), after);
    expect(merge.theirs).toEqual(dialog);
  });

  it('is what undo sets back, what an edit may send and what the read model holds', () => {
    expect([...REVERTIBLE_CARD_FIELDS]).toEqual(wiresWhere((field) => field.revertible));
    const wires = wiresWhere(() => true);
    expect(Object.keys(updateCardRequest.shape).sort()).toEqual([...wires].sort());
    expect(Object.keys(cardSchema.shape)).toEqual(expect.arrayContaining(wires));
    const { after } = cardWithEveryChange();
    const sent = Object.fromEntries(wires.map((wire) => [wire, after[wire as keyof typeof after]]));
    expect(Object.keys(updateCardRequest.parse(sent)).sort()).toEqual([...wires].sort());
    expect(createCardRequest.safeParse({ ...sent, projectId: 1 }).success).toBe(true);
  });

  it('is what a meeting votes on, under the names meeting_votes.field keeps', () => {
    const voted = entries.filter(([, field]) => field.vote);
    expect([...VOTE_FIELDS]).toEqual(voted.map(([, field]) => field.vote));
    for (const [, field] of voted)
      expect(VOTE_FIELD_LABELS[field.vote as keyof typeof VOTE_FIELD_LABELS]).toBe(field.label);
    // Stored values: renaming one would orphan the votes and minutes already kept.
    expect([...VOTE_FIELDS]).toEqual([
      'impact',
      'release',
      'useCase',
      'estimate',
      'value',
      'lift',
      'confidence',
      'ease',
    ]);
    const refused = openVoteRequest.safeParse({ field: 'title' });
    expect(refused.error?.issues[0]?.message).toBe(
      'Vote on impact, release, use case, estimate, value, lift, confidence or ease',
    );
  });

  it('names impacts once: the groups of the board use the same labels', () => {
    const groups = groupCards([], 'priority', [], []);
    expect(groups.map((group) => group.label)).toEqual(IMPACTS.map((impact) => IMPACT_LABELS[impact]));
  });
});
