// A drop plan becomes exactly one store call with the plan's arguments.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { performDrop } from './performDrop';

const calls = vi.hoisted(() => ({
  moveCardToGroup: vi.fn(async () => true),
  moveCardBeside: vi.fn(async () => true),
}));
vi.mock('../../../store/actions/cardMoves', () => ({ moveCardToGroup: calls.moveCardToGroup }));
vi.mock('../../../store/actions/ranking', () => ({ moveCardBeside: calls.moveCardBeside }));

afterEach(() => vi.clearAllMocks());

describe('performDrop', () => {
  it('reorders beside a card with moveCardBeside', async () => {
    const target = {
      targetCardId: 3,
      position: 'below' as const,
      groupBy: 'status' as const,
      groupValue: 'ready',
    };
    expect(await performDrop({ kind: 'beside', cardId: 1, target })).toBe(true);
    expect(calls.moveCardBeside).toHaveBeenCalledWith(1, target);
    expect(calls.moveCardToGroup).not.toHaveBeenCalled();
  });

  it('moves into another group with moveCardToGroup, beside a card or not', async () => {
    const beside = { targetCardId: 4, position: 'above' as const };
    await performDrop({ kind: 'group', cardId: 2, groupBy: 'category', groupValue: 9, beside });
    expect(calls.moveCardToGroup).toHaveBeenCalledWith(2, 'category', 9, beside);
    await performDrop({ kind: 'group', cardId: 2, groupBy: 'release', groupValue: null });
    expect(calls.moveCardToGroup).toHaveBeenLastCalledWith(2, 'release', null, undefined);
    expect(calls.moveCardBeside).not.toHaveBeenCalled();
  });

  it('does nothing for no plan', () => {
    expect(performDrop({ kind: 'none' })).toBeNull();
    expect(calls.moveCardBeside).not.toHaveBeenCalled();
    expect(calls.moveCardToGroup).not.toHaveBeenCalled();
  });
});
