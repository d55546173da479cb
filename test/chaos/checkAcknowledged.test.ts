// The chaos suite's verdict on acknowledged writes (chaos/harness/writers.ts checkAcknowledged) must be able
// to fail: a missing create, a lost edit, a change missing from the log.
import { describe, expect, it } from 'vitest';
import { checkAcknowledged, type Outcome } from '../../chaos/harness/writers';

let clock = 0;
const sent = (o: Partial<Outcome> & Pick<Outcome, 'kind' | 'status'>): Outcome => ({
  writer: 0,
  mutationId: `m${++clock}`,
  sentAt: clock,
  answeredAt: clock,
  ...o,
});

describe('checkAcknowledged', () => {
  const create = sent({ kind: 'create', status: 201, cardId: 1, title: 'a' });
  const edit = sent({ kind: 'edit', status: 200, cardId: 1, title: 'b' });
  const lostEdit = sent({ kind: 'edit', status: 503, cardId: 1, title: 'c' });
  const outcomes = [create, edit, lostEdit];
  const log = new Set([create.mutationId, edit.mutationId]);

  it('passes when the state and the log hold every acknowledged write', () => {
    expect(checkAcknowledged(outcomes, new Map([[1, 'b']]), log)).toEqual([]);
    // An edit answered 503 may still have committed: its title is allowed too.
    expect(checkAcknowledged(outcomes, new Map([[1, 'c']]), log)).toEqual([]);
  });

  it('finds an acknowledged card that is gone, an edit undone, a change missing from the log', () => {
    expect(checkAcknowledged(outcomes, new Map(), log)).toHaveLength(2);
    expect(checkAcknowledged(outcomes, new Map([[1, 'a']]), log)).toEqual([
      `edit ${edit.mutationId}: card 1 is titled 'a', not 'b' or a later edit`,
    ]);
    expect(checkAcknowledged(outcomes, new Map([[1, 'b']]), new Set([create.mutationId]))).toEqual([
      `edit ${edit.mutationId} was acknowledged but is not in the event log`,
    ]);
  });

  it('does not hold a card to a create whose delete was sent', () => {
    const deleted = sent({ kind: 'delete', status: 'timeout', cardId: 1 });
    expect(checkAcknowledged([...outcomes, deleted], new Map(), log)).toEqual([]);
  });
});
