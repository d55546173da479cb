// Rank and group rules shared by client and server (docs/decisions.md 5 and 6): midpoints at 3 decimals,
// when a project's ranks need renumbering, and which cards form a group of the backlog.
import {
  CARD_STATUSES,
  IMPACTS,
  NO_CATEGORY,
  NO_RELEASE,
  ORDER_LIMIT,
  type CardStatus,
  type GroupBy,
  type Impact,
} from './schemas/cards';

export type OrderValue = number | string;

// Orders are numeric(15,3). Counted in whole thousandths they are exact JS integers (|n| < 2^53),
// so midpoints never suffer floating-point drift.
const SCALE = 1000;
/** Past this the numbers still fit the column, but renumbering keeps them far from its limit. */
const SANE_ORDER_BOUND = 1e11;

export const toThousandths = (order: OrderValue): number => Math.round(Number(order) * SCALE);
export const formatOrder = (thousandths: number): string => (thousandths / SCALE).toFixed(3);

/** True when no distinct 3-decimal value fits strictly between two neighbouring orders. */
export const gapExhausted = (before: OrderValue, after: OrderValue): boolean =>
  toThousandths(after) - toThousandths(before) < 2;

/**
 * The order that puts a card between two neighbours (null: no card on that side), as "12.500";
 * null when no 3-decimal value fits, which means the project must be renumbered first.
 */
export function orderBetween(before: OrderValue | null, after: OrderValue | null): string | null {
  let value: number;
  if (before === null && after === null) value = SCALE;
  else if (before === null) value = toThousandths(after!) - SCALE;
  else if (after === null) value = toThousandths(before) + SCALE;
  else {
    if (gapExhausted(before, after)) return null;
    value = Math.floor((toThousandths(before) + toThousandths(after)) / 2);
  }
  return Math.abs(value) > ORDER_LIMIT * SCALE ? null : formatOrder(value);
}

/**
 * Whether a project's ranks should be renumbered: two cards share an order, a gap between neighbours
 * has no room for a midpoint, or the numbers have grown past a sane bound.
 */
export function needsCleanup(orders: readonly OrderValue[]): boolean {
  const values = orders.map(toThousandths).sort((a, b) => a - b);
  return values.some(
    (value, i) => Math.abs(value) > SANE_ORDER_BOUND * SCALE || (i > 0 && value - values[i - 1]! < 2),
  );
}

/** A group of the backlog: every card (field null) or the cards whose field holds the value. */
export type CardGroup =
  | { field: null }
  | { field: 'status'; value: CardStatus }
  | { field: 'priority'; value: Impact }
  | { field: 'categoryId' | 'releaseId' | 'sprintId'; value: number | null };

export interface GroupedCard {
  status: string;
  priority: string;
  categoryId: number | null;
  releaseId: number | null;
  sprintId: number | null;
}

export const inGroup = (card: GroupedCard, group: CardGroup): boolean =>
  group.field === null || card[group.field] === group.value;

export const GROUP_VALUE_MESSAGES = {
  status: `groupValue must be a status: ${CARD_STATUSES.join(', ')}`,
  priority: `groupValue must be an impact: ${IMPACTS.join(', ')}`,
  category: 'groupValue must be a use case id or none',
  release: 'groupValue must be a release id or none',
  sprint: 'groupValue must be a sprint id or none',
} as const;

const MAX_ID = 2_147_483_647;

/** A card id (number or digits) or null for the "none" group (Unsorted / Future); undefined if neither. */
function referenceValue(value: unknown, noneWords: readonly string[]): number | null | undefined {
  if (value === null) return null;
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    if (noneWords.includes(text)) return null;
    value = /^\d{1,10}$/.test(text) ? Number(text) : undefined;
  }
  return typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= MAX_ID
    ? value
    : undefined;
}

const NONE_WORDS = { category: NO_CATEGORY, release: NO_RELEASE, sprint: ['', 'none'] } as const;
const GROUP_FIELDS = { category: 'categoryId', release: 'releaseId', sprint: 'sprintId' } as const;

export type GroupResolution = { ok: true; group: CardGroup } | { ok: false; message: string };

/** Reads a groupBy/groupValue pair as the client sends it. */
export function resolveGroup(groupBy: GroupBy, groupValue: unknown): GroupResolution {
  switch (groupBy) {
    case 'none':
      return { ok: true, group: { field: null } };
    case 'status':
      return CARD_STATUSES.includes(groupValue as CardStatus)
        ? { ok: true, group: { field: 'status', value: groupValue as CardStatus } }
        : { ok: false, message: GROUP_VALUE_MESSAGES.status };
    case 'priority':
      return IMPACTS.includes(groupValue as Impact)
        ? { ok: true, group: { field: 'priority', value: groupValue as Impact } }
        : { ok: false, message: GROUP_VALUE_MESSAGES.priority };
    case 'category':
    case 'release':
    case 'sprint': {
      const value = referenceValue(groupValue, NONE_WORDS[groupBy]);
      if (value === undefined) return { ok: false, message: GROUP_VALUE_MESSAGES[groupBy] };
      return { ok: true, group: { field: GROUP_FIELDS[groupBy], value } };
    }
  }
}
