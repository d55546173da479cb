// An import's request on the wire (docs/api/imports.md): JSON lines, the target and source on the first, then
// one card per line. The server parses it a line at a time with turns for other requests in between: one
// JSON.parse of a 10,000-card body (5 MB) held every other request for ~60 ms (bench:import). Kept apart from
// common/schemas so the browser's fetch layer needs no zod to send it.

export const IMPORT_CONTENT_TYPE = 'application/x-ndjson';

/** The import route: the one path whose body is JSON lines. */
export const IMPORTS_PATH = '/api/imports';

/** The request as JSON lines: `{target, source}`, then each card. */
export function importRequestLines({ cards, ...envelope }: { cards: readonly unknown[] }): string {
  return [JSON.stringify(envelope), ...cards.map((card) => JSON.stringify(card) ?? 'null')].join('\n');
}
