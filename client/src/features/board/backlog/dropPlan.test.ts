// What a drop means: reorder beside a card of the same group (direction → above/below), a move into another
// group (onto a card, header or empty zone), or nothing; Move up / down as a drop on the neighbour.
import { describe, expect, it } from 'vitest';
import { groupCards } from '../../../../../common/board/grouping';
import type { GroupBy } from '../../../../../common/schemas/cards';
import { planDrop, planStep } from './dropPlan';
import { flattenRows } from './rows';

const card = (id: number, status: string, categoryId: number | null = null) => ({
  id,
  status,
  priority: 'tbd',
  categoryId,
  releaseId: null,
});

const layoutOf = (
  groupBy: GroupBy,
  cards = [card(1, 'backlog'), card(2, 'backlog'), card(3, 'backlog'), card(4, 'ready')],
) => flattenRows(groupCards(cards, groupBy, [{ id: 9, name: 'Billing', color: '#000' }], []), new Set());

describe('planDrop', () => {
  it('reorders beside a card of the same group, below when dragged down and above when dragged up', () => {
    const layout = layoutOf('status');
    expect(planDrop(layout, 'status', 1, 3)).toEqual({
      kind: 'beside',
      cardId: 1,
      target: { targetCardId: 3, position: 'below', groupBy: 'status', groupValue: 'backlog' },
    });
    expect(planDrop(layout, 'status', 3, 1)).toMatchObject({
      target: { targetCardId: 1, position: 'above' },
    });
  });

  it('sends groupValue null without grouping', () => {
    expect(planDrop(layoutOf('none'), 'none', 4, 2)).toEqual({
      kind: 'beside',
      cardId: 4,
      target: { targetCardId: 2, position: 'above', groupBy: 'none', groupValue: null },
    });
  });

  it('moves into another group when dropped on one of its cards, placed beside it', () => {
    expect(planDrop(layoutOf('status'), 'status', 2, 4)).toEqual({
      kind: 'group',
      cardId: 2,
      groupBy: 'status',
      groupValue: 'ready',
      beside: { targetCardId: 4, position: 'below' },
    });
    expect(planDrop(layoutOf('status'), 'status', 4, 1)).toMatchObject({
      kind: 'group',
      groupValue: 'backlog',
      beside: { targetCardId: 1, position: 'above' },
    });
  });

  it('moves into another group when dropped on its empty zone or its header, with its value', () => {
    expect(planDrop(layoutOf('status'), 'status', 1, 'empty:status:deployed')).toEqual({
      kind: 'group',
      cardId: 1,
      groupBy: 'status',
      groupValue: 'deployed',
    });
    expect(planDrop(layoutOf('status'), 'status', 1, 'group:status:ready')).toMatchObject({
      groupValue: 'ready',
    });
    const byUseCase = layoutOf('category', [card(1, 'backlog', 9), card(2, 'backlog')]);
    expect(planDrop(byUseCase, 'category', 1, 'group:category:none')).toMatchObject({
      kind: 'group',
      groupBy: 'category',
      groupValue: null,
    });
    expect(planDrop(byUseCase, 'category', 2, 1)).toMatchObject({ kind: 'group', groupValue: 9 });
  });

  it('does nothing for a drop on itself, outside, on its own group, or with a card not saved yet', () => {
    const layout = layoutOf('status');
    expect(planDrop(layout, 'status', 1, 1)).toEqual({ kind: 'none' });
    expect(planDrop(layout, 'status', 1, null)).toEqual({ kind: 'none' });
    expect(planDrop(layout, 'status', 1, 'group:status:backlog')).toEqual({ kind: 'none' });
    expect(planDrop(layout, 'status', 1, 'group:status:nope')).toEqual({ kind: 'none' });
    expect(planDrop(layout, 'status', 42, 1)).toEqual({ kind: 'none' });
    const withTemp = layoutOf('status', [card(1, 'backlog'), card(-1, 'backlog')]);
    expect(planDrop(withTemp, 'status', -1, 1)).toEqual({ kind: 'none' });
    expect(planDrop(withTemp, 'status', 1, -1)).toEqual({ kind: 'none' });
  });
});

describe('planStep', () => {
  it('moves above the card before it and below the card after it, in the same group', () => {
    const layout = layoutOf('status');
    expect(planStep(layout, 'status', 2, 'up')).toMatchObject({
      kind: 'beside',
      target: { targetCardId: 1, position: 'above', groupValue: 'backlog' },
    });
    expect(planStep(layout, 'status', 2, 'down')).toMatchObject({
      target: { targetCardId: 3, position: 'below' },
    });
  });

  it('does nothing at the edge of a group or next to a card still being created', () => {
    const layout = layoutOf('status');
    expect(planStep(layout, 'status', 1, 'up')).toEqual({ kind: 'none' });
    expect(planStep(layout, 'status', 3, 'down')).toEqual({ kind: 'none' });
    expect(planStep(layout, 'status', 4, 'up')).toEqual({ kind: 'none' });
    const pending = layoutOf('none', [card(-5, 'backlog'), card(2, 'backlog')]);
    expect(planStep(pending, 'none', 2, 'up')).toEqual({ kind: 'none' });
  });
});
