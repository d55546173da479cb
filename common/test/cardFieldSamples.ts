// A value for each card field of the registry that differs from the factory card's, found from the entry
// alone (its choices, its schemas), so a field added to the registry gets one without a test naming it.
import { cardFieldList, type CardFieldSpec } from '../cardFields';
import type { Card } from '../schemas/cards';
import { card } from './factories';

const CANDIDATES: readonly unknown[] = ['changed', 7, true, '#FFFFFF', '9.000'];

/** A value the field's request schema and read model both accept, other than `current`. */
export function otherValue(field: CardFieldSpec, current: unknown): unknown {
  const choices = Object.keys(field.choices ?? {}).reverse();
  const value = [...choices, ...CANDIDATES].find(
    (candidate) =>
      candidate !== current &&
      field.schema.safeParse(candidate).success &&
      field.answer.safeParse(candidate).success,
  );
  if (value === undefined) throw new Error(`No sample value for ${field.wire}: add one to CANDIDATES`);
  return value;
}

/** The factory card, and that card with only `wire` changed. */
export function cardWithOneChange(wire: string): { before: Card; after: Card } {
  const before = card(1);
  const field = cardFieldList().find(([, entry]) => entry.wire === wire)![1];
  const current = (before as unknown as Record<string, unknown>)[wire];
  return { before, after: { ...before, [wire]: otherValue(field, current) } };
}

/** The factory card with every field changed. */
export function cardWithEveryChange(): { before: Card; after: Card } {
  const before = card(1);
  const after = { ...before } as Record<string, unknown>;
  for (const [, field] of cardFieldList()) after[field.wire] = otherValue(field, after[field.wire]);
  return { before, after: after as unknown as Card };
}
