// Where each element of a JSON text's top-level array starts, by line: JSON.parse keeps no positions, and a
// message about a Trello card should name a line one can find in the file (an export is often one line).

const [QUOTE, BACKSLASH, LF, CR, COMMA] = [34, 92, 10, 13, 44];
const [OPEN_OBJECT, CLOSE_OBJECT, OPEN_ARRAY, CLOSE_ARRAY] = [123, 125, 91, 93];

const isSpace = (char: number) => char === 32 || char === 9 || char === LF || char === CR;

/** The index of the quote that ends the string whose text starts at `from` (one not escaped by a backslash). */
function stringEnd(text: string, from: number): number {
  for (let quote = text.indexOf('"', from); quote !== -1; quote = text.indexOf('"', quote + 1)) {
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return quote;
  }
  return text.length;
}

/**
 * The 1-based line each element of the array under `key` of the top-level object starts on, in a text that
 * JSON.parse accepted (so strings hold no raw line breaks); [] when there is no such array. A key given twice
 * counts its last array, as JSON.parse keeps the last.
 */
export function arrayElementLines(text: string, key: string): number[] {
  let lines: number[] = [];
  let line = 1;
  let depth = 0;
  /** The last string that ended at depth 1: the key of the value that follows it. */
  let lastKey = '';
  /** Inside the array under `key` (depth 2), and whether its next element is yet to start. */
  let inArray = false;
  let awaiting = false;
  for (let at = 0; at < text.length; at++) {
    const char = text.charCodeAt(at);
    if (char === LF || (char === CR && text.charCodeAt(at + 1) !== LF)) line++;
    if (isSpace(char)) continue;
    if (inArray && depth === 2 && awaiting && char !== CLOSE_ARRAY) {
      lines.push(line);
      awaiting = false;
    }
    if (char === QUOTE) {
      // Strings are skipped whole (they hold no raw line break): the scan is then about as quick as JSON.parse.
      const end = stringEnd(text, at + 1);
      if (depth === 1) lastKey = text.slice(at + 1, end);
      at = end;
    } else if (char === OPEN_OBJECT || char === OPEN_ARRAY) {
      depth++;
      if (depth === 2 && char === OPEN_ARRAY && lastKey === key) {
        lines = [];
        inArray = true;
        awaiting = true;
      }
    } else if (char === CLOSE_OBJECT || char === CLOSE_ARRAY) {
      if (depth === 2) inArray = false;
      depth--;
    } else if (char === COMMA && inArray && depth === 2) awaiting = true;
  }
  return lines;
}
