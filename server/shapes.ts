// Objects made by the thousand (every card an answer or an event carries, an import's 10,000 rows) as copies of
// one template that has every key, so that V8 gives them all one hidden class. Built key by key from a list
// (the card field registry's), or copied and given a key the original lacks (`{ ...card, externalId }`), each
// object got a hidden class of its own, which it keeps alive: a presented card cost 7.5 kB and 17 µs instead
// of 0.5 kB and 3 µs, and an import of 10,000 cards made ~75 MB of them (bench:import, docs/performance.md
// "Imports and the search's indexes"). A copy of the template (`{ ...template }`) whose keys are then only
// set, never added, keeps the template's class.

/** An object with each of `keys`, in that order, set to undefined: copy it, then set its keys. */
export const templateOf = <K extends string>(keys: readonly K[]): Record<K, undefined> =>
  Object.fromEntries(keys.map((key) => [key, undefined])) as Record<K, undefined>;
