// Big batches (an import's 10,000 cards) worked through a slice at a time, with a turn for other requests in
// between: one statement's worth of JS over 10,000 rows would otherwise hold the event loop, and every other
// person's request, for a few hundred milliseconds (bench:import, "other user's data p99").

/** Items handled before other work gets a turn: each slice costs a few milliseconds. */
export const TURN_SLICE = 50;

/**
 * Most rows one statement of a big batch writes: node-postgres copies a statement's parameters and parses
 * its answer in one go (a few milliseconds per thousand rows), holding every other request meanwhile.
 */
export const STATEMENT_ROWS = 1_000;

/** Resolves after the I/O already waiting has had its turn. */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** `items.map(fn)`, `size` at a time with a turn in between; a list of one slice runs without a turn. */
export async function mapInTurns<T, R>(
  items: readonly T[],
  fn: (item: T, index: number) => R,
  size = TURN_SLICE,
): Promise<R[]> {
  const mapped: R[] = new Array<R>(items.length);
  for (let index = 0; index < items.length; index++) {
    if (index > 0 && index % size === 0) await nextTurn();
    mapped[index] = fn(items[index]!, index);
  }
  return mapped;
}

/**
 * `JSON.stringify(items.map(fn))` as UTF-8 bytes, built `size` items at a time with a turn in between. Bytes,
 * not a string: joining 10,000 parts into one 5 MB string and encoding it into the driver's buffer took
 * ~100 ms in one go. The buffer is sized once and filled a slice at a time too: on this kind of VM, touching
 * 5 MB of fresh memory at once (a Buffer.concat) costs ~20 ms by itself. Send it as JSON_BYTES_PARAM
 * (node-postgres passes a Buffer as is).
 */
export async function jsonInTurns<T>(
  items: readonly T[],
  fn: (item: T) => unknown = (item) => item,
  size = TURN_SLICE,
): Promise<Buffer> {
  const parts: string[] = [];
  let bytes = 2;
  for (let from = 0; from < items.length; from += size) {
    if (from > 0) await nextTurn();
    const slice = items.slice(from, from + size).map((item) => JSON.stringify(fn(item)) ?? 'null');
    const part = `${from === 0 ? '' : ','}${slice.join(',')}`;
    parts.push(part);
    bytes += Buffer.byteLength(part);
  }
  const json = Buffer.allocUnsafe(bytes);
  let at = json.write('[');
  for (const [index, part] of parts.entries()) {
    if (index > 0) await nextTurn();
    at += json.write(part, at);
  }
  json.write(']', at);
  return json;
}

/** The SQL that reads a `jsonInTurns` parameter as jsonb. */
export const JSON_BYTES_PARAM = "convert_from(?::bytea, 'UTF8')::jsonb";
