// @vitest-environment happy-dom
// What glows on the projector: new, moved or edited cards; not the first picture, not a resync that changed
// nothing, not a renumbering of ranks; and the glow goes out after HIGHLIGHT_MS.
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Card } from '../../../../common/schemas/cards';
import { makeCard } from '../manage/shared/testKit';
import { changedCardIds, HIGHLIGHT_MS, useHighlights } from './highlights';

const record = (...cards: Card[]) => Object.fromEntries(cards.map((card) => [card.id, card]));

describe('changedCardIds', () => {
  const a = makeCard(1, { categoryId: 7 });
  const b = makeCard(2);
  const before = record(a, b);

  it('finds nothing on the first picture or when nothing changed', () => {
    expect(changedCardIds(null, before)).toEqual([]);
    expect(changedCardIds(before, record(a, b))).toEqual([]);
  });

  it('finds a new card, a moved card and an edited card', () => {
    const moved = { ...a, releaseId: 3 };
    const edited = { ...b, title: 'Renamed' };
    expect(changedCardIds(before, record(moved, b, makeCard(3)))).toEqual([1, 3]);
    expect(changedCardIds(before, record(a, edited))).toEqual([2]);
    expect(changedCardIds(before, record(a, { ...b, status: 'deployed' }))).toEqual([2]);
  });

  it('ignores a resync that replaced every object without changing them', () => {
    const copies = record({ ...a, updatedAt: 'later' }, { ...b });
    expect(changedCardIds(before, copies)).toEqual([]);
  });

  it('shows a reorder of one card, but not a renumbering of many', () => {
    const cards = [1, 2, 3, 4, 5].map((id) => makeCard(id));
    const start = record(...cards);
    expect(
      changedCardIds(start, record(...cards.map((c) => (c.id === 4 ? { ...c, order: '0.5' } : c)))),
    ).toEqual([4]);
    const renumbered = record(...cards.map((c) => ({ ...c, order: `${c.id * 1000}` })));
    expect(changedCardIds(start, renumbered)).toEqual([]);
  });

  it('never marks optimistic placeholders', () => {
    expect(changedCardIds(before, record(a, b, makeCard(-1)))).toEqual([]);
  });
});

describe('useHighlights', () => {
  afterEach(() => vi.useRealTimers());

  it('glows changed cards for a moment, and nothing while not live', () => {
    vi.useFakeTimers();
    const first = record(makeCard(1), makeCard(2));
    const { result, rerender } = renderHook(({ cards, live }) => useHighlights(cards, live), {
      initialProps: { cards: first, live: true },
    });
    expect([...result.current]).toEqual([]);
    rerender({ cards: { ...first, 2: { ...first[2]!, title: 'Edited' } }, live: true });
    expect([...result.current]).toEqual([2]);
    act(() => vi.advanceTimersByTime(HIGHLIGHT_MS + 10));
    expect([...result.current]).toEqual([]);
    // Not live (revoked): changes are not taken; when live again, that picture is the new baseline.
    rerender({ cards: record(makeCard(1), makeCard(9)), live: false });
    expect([...result.current]).toEqual([]);
    rerender({ cards: record(makeCard(1), makeCard(9)), live: true });
    expect([...result.current]).toEqual([]);
  });
});
