// How history entries read: one line per field change, the subject of each action, undo/redo, a deleted
// account, empty values, and the "2 min ago" times.
import { describe, expect, it } from 'vitest';
import { entryLines, lineText, subjectOf, THIS_CARD, timeAgo } from './historyText';
import { makeEntry } from './historyFixtures';

const texts = (...args: Parameters<typeof entryLines>) => entryLines(...args).map(lineText);
const impact = { field: 'priority', label: 'Impact', from: 'TBD', to: 'Wow' };

describe('history texts', () => {
  it('write one line per field change, "none" for an empty value', () => {
    const entry = makeEntry({
      changes: [impact, { field: 'releaseId', label: 'Release', from: null, to: 'Beta' }],
    });
    expect(texts(entry, THIS_CARD)).toEqual([
      'Ana Lopez changed Impact TBD → Wow',
      'Ana Lopez changed Release none → Beta',
    ]);
  });

  it('name what happened to the card', () => {
    const of = (action: 'created' | 'deleted' | 'restored' | 'moved' | 'purged') =>
      texts(makeEntry({ action }), THIS_CARD);
    expect(of('created')).toEqual(['Ana Lopez created this card']);
    expect(of('deleted')).toEqual(['Ana Lopez deleted this card']);
    expect(of('restored')).toEqual(['Ana Lopez restored this card']);
    expect(of('moved')).toEqual(['Ana Lopez moved this card']);
    expect(of('purged')).toEqual(['Ana Lopez deleted this card for good']);
  });

  it('mark an undo and a redo, and name a deleted account', () => {
    expect(texts(makeEntry({ cause: 'undo', changes: [impact] }), THIS_CARD)).toEqual([
      'Ana Lopez changed Impact TBD → Wow (undo)',
    ]);
    expect(texts(makeEntry({ action: 'restored', cause: 'redo' }), THIS_CARD)).toEqual([
      'Ana Lopez restored this card (redo)',
    ]);
    expect(texts(makeEntry({ actor: null, action: 'created' }), THIS_CARD)).toEqual([
      'A deleted account created this card',
    ]);
  });

  it('name the thing in the activity: a category is a use case', () => {
    const useCase = makeEntry({ kind: 'category', label: 'Reporting', action: 'created' });
    expect(subjectOf(useCase)).toBe('use case Reporting');
    expect(texts(useCase)).toEqual(['Ana Lopez created use case Reporting']);
    expect(texts(makeEntry({ changes: [impact] }))).toEqual([
      'Ana Lopez changed card APP-005 Export to CSV',
      'Impact TBD → Wow',
    ]);
    expect(
      texts(
        makeEntry({
          kind: 'release',
          label: 'Beta',
          changes: [{ field: 'endDate', label: 'End date', from: 'Mar 1, 2025', to: '' }],
        }),
      ),
    ).toEqual(['Ana Lopez changed release Beta', 'End date Mar 1, 2025 → none']);
    expect(
      texts(
        makeEntry({
          action: 'moved',
          changes: [{ field: 'sprintId', label: 'Sprint', from: 'S1', to: 'S2' }],
        }),
      ),
    ).toEqual(['Ana Lopez moved card APP-005 Export to CSV', 'Sprint S1 → S2']);
    expect(
      texts(
        makeEntry({
          action: 'moved',
          cause: 'undo',
          changes: [{ field: 'sprintId', label: 'Sprint', from: 'S1', to: null }],
        }),
        THIS_CARD,
      ),
    ).toEqual(['Ana Lopez moved this card (undo)', 'Sprint S1 → none']);
  });

  it('name an import by what it brought, and what became of it', () => {
    const of = (action: 'created' | 'deleted' | 'restored', cause: 'undo' | 'redo' | null = null) =>
      texts(makeEntry({ kind: 'import', label: '300 cards from backlog.csv', action, cause }));
    expect(of('created')).toEqual(['Ana Lopez imported 300 cards from backlog.csv']);
    expect(of('deleted', 'undo')).toEqual(['Ana Lopez undid the import of 300 cards from backlog.csv']);
    expect(of('restored', 'redo')).toEqual([
      'Ana Lopez restored the import of 300 cards from backlog.csv (redo)',
    ]);
  });

  it('say that a card came from an import, and from which file', () => {
    const of = (action: 'created' | 'deleted' | 'restored', importFile: string | null = 'backlog.csv') =>
      texts(makeEntry({ action, cause: 'import', importFile }), THIS_CARD);
    expect(of('created')).toEqual(['Ana Lopez imported this card from backlog.csv']);
    expect(of('deleted')).toEqual(['Ana Lopez undid the import of this card from backlog.csv']);
    expect(of('restored')).toEqual(['Ana Lopez restored the import of this card from backlog.csv']);
    expect(of('created', null)).toEqual(['Ana Lopez imported this card']);
  });

  it('say how long ago, briefly', () => {
    const now = Date.parse('2025-05-01T12:00:00.000Z');
    const ago = (ms: number) => timeAgo(new Date(now - ms).toISOString(), now);
    expect(ago(20_000)).toBe('just now');
    expect(ago(-5_000)).toBe('just now');
    expect(ago(60_000)).toBe('1 min ago');
    expect(ago(2 * 60_000)).toBe('2 min ago');
    expect(ago(2 * 3_600_000)).toBe('2 hours ago');
    expect(ago(3 * 86_400_000)).toBe('3 days ago');
  });
});
