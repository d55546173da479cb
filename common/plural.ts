// How a count reads on screen and in messages: "1 card", "3 cards", "2 people". The one way to count words.

/** `plural(3, 'card')` → "3 cards"; `plural(1, 'person', 'people')` → "1 person". */
export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;
