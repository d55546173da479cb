// The backlog as one flat list for the virtualiser: a header per group, its cards (unless collapsed) and,
// for an empty group, a drop-zone row. Also the lookups a drop needs (card → row, group key → value).
import type { CardGroupView } from '../../../../../common/board/grouping';

export interface GroupInfo {
  key: string;
  label: string;
  value: string | number | null;
  color?: string;
  /** Cards in the group (after filtering), also when it is collapsed. */
  count: number;
  collapsed: boolean;
}

type BacklogRow<C> =
  | { kind: 'group'; id: string; group: GroupInfo }
  | { kind: 'card'; id: number; card: C; groupKey: string }
  | { kind: 'empty'; id: string; groupKey: string };

export interface BacklogLayout<C> {
  rows: BacklogRow<C>[];
  /** Ids of the card rows, in display order (the sortable items and the shift-click range). */
  cardIds: number[];
  /** Card id → index in `rows`. */
  rowOfCard: Map<number, number>;
  groups: Map<string, GroupInfo>;
}

export const groupRowId = (groupKey: string) => `group:${groupKey}`;
export const emptyRowId = (groupKey: string) => `empty:${groupKey}`;

/** The group key a header or drop-zone id points at, or null for anything else. */
export function groupKeyOfZone(id: string | number): string | null {
  if (typeof id !== 'string') return null;
  const match = /^(group|empty):(.+)$/.exec(id);
  return match ? match[2]! : null;
}

export function flattenRows<C extends { id: number }>(
  groups: readonly CardGroupView<C>[],
  collapsed: ReadonlySet<string>,
): BacklogLayout<C> {
  const rows: BacklogRow<C>[] = [];
  const cardIds: number[] = [];
  const rowOfCard = new Map<number, number>();
  const infos = new Map<string, GroupInfo>();
  for (const group of groups) {
    const info: GroupInfo = {
      key: group.key,
      label: group.label,
      value: group.value,
      color: group.color,
      count: group.cards.length,
      collapsed: collapsed.has(group.key),
    };
    infos.set(group.key, info);
    rows.push({ kind: 'group', id: groupRowId(group.key), group: info });
    if (info.collapsed) continue;
    if (group.cards.length === 0) {
      rows.push({ kind: 'empty', id: emptyRowId(group.key), groupKey: group.key });
      continue;
    }
    for (const card of group.cards) {
      rowOfCard.set(card.id, rows.length);
      cardIds.push(card.id);
      rows.push({ kind: 'card', id: card.id, card, groupKey: group.key });
    }
  }
  return { rows, cardIds, rowOfCard, groups: infos };
}

/** Ids from `anchor` to `target` inclusive, in display order (shift-click); just the target without an anchor. */
export function rangeBetween(cardIds: readonly number[], anchor: number | null, target: number): number[] {
  const to = cardIds.indexOf(target);
  const from = anchor === null ? -1 : cardIds.indexOf(anchor);
  if (to < 0) return [];
  if (from < 0) return [target];
  return cardIds.slice(Math.min(from, to), Math.max(from, to) + 1);
}
