// Which cards a change of rank values actually moved: a renumbering keeps every card's place (no one was
// re-ranked), a drag between two neighbours moves one card (only that one was), whatever the numbers did.

/** Sorts ids by their order value, the id breaking ties (as the board does). */
const ranked = (ids: number[], order: ReadonlyMap<number, number>) =>
  [...ids].sort((a, b) => order.get(a)! - order.get(b)! || a - b);

/**
 * The cards among those whose value changed (`after` differs from `before`) that left their place among
 * the others. The cards that kept their place are the heaviest increasing run of the new positions taken
 * in the old sequence, an unchanged card weighing more than all changed ones together (it cannot have
 * moved); every changed card outside that run was moved. Both maps hold the same ids.
 */
export function movedCards(
  before: ReadonlyMap<number, number>,
  after: ReadonlyMap<number, number>,
): number[] {
  const ids = [...before.keys()];
  const changed = (id: number) => before.get(id) !== after.get(id);
  if (!ids.some(changed)) return [];
  const oldSequence = ranked(ids, before);
  const newPosition = new Map(ranked(ids, after).map((id, position) => [id, position]));
  if (oldSequence.every((id, index) => newPosition.get(id) === index)) return [];

  // Heaviest increasing subsequence of new positions, with a Fenwick tree of prefix maxima over positions.
  const n = ids.length;
  const tree = Array.from({ length: n + 1 }, () => ({ weight: 0, at: -1 }));
  const best = new Array<number>(n).fill(0);
  const previous = new Array<number>(n).fill(-1);
  oldSequence.forEach((id, index) => {
    const position = newPosition.get(id)!;
    let top = { weight: 0, at: -1 };
    for (let i = position; i > 0; i -= i & -i) if (tree[i]!.weight > top.weight) top = tree[i]!;
    best[index] = top.weight + (changed(id) ? 1 : n + 1);
    previous[index] = top.at;
    for (let i = position + 1; i <= n; i += i & -i)
      if (best[index]! > tree[i]!.weight) tree[i] = { weight: best[index]!, at: index };
  });
  const kept = new Set<number>();
  let at = best.reduce((top, weight, index) => (weight > best[top]! ? index : top), 0);
  while (at >= 0) {
    kept.add(oldSequence[at]!);
    at = previous[at]!;
  }
  return oldSequence.filter((id) => changed(id) && !kept.has(id));
}
