// Bulk add's titles (spec 5, docs/decisions.md "Bulk add titles"): text with line breaks is one title per
// line, so a comma inside a title stays ("Fix tax rounding, VAT display" is one card); a single line is split
// on commas (the spec's "Dark mode, Export"). Titles are trimmed and empty ones dropped.

/** The titles Bulk Add will create from the pasted text, in order. */
export function splitTitles(text: string): string[] {
  const lines = text.split(/\r\n|\r|\n/);
  const filled = lines.filter((line) => line.trim() !== '');
  const parts = filled.length > 1 ? filled : (filled[0] ?? '').split(',');
  return parts.map((title) => title.trim()).filter(Boolean);
}
