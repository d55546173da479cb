// A search snippet's text cut into plain and marked parts, from its [start, end) ranges (common/schemas/search):
// the screen builds <mark> elements from them, so nothing of the data is ever read as HTML.
import type { SearchSnippet } from '../../../../common/schemas/search';

export interface TextPart {
  text: string;
  marked: boolean;
}

/** The ranges inside the text, in order, overlapping or touching ones joined; empty or reversed ones dropped. */
function cleanRanges(length: number, marks: SearchSnippet['marks']): [number, number][] {
  const inside = marks
    .map(([start, end]): [number, number] => [
      Math.max(0, Math.trunc(start)),
      Math.min(length, Math.trunc(end)),
    ])
    .filter(([start, end]) => Number.isFinite(start) && Number.isFinite(end) && start < end)
    .sort((a, b) => a[0] - b[0]);
  const joined: [number, number][] = [];
  for (const range of inside) {
    const last = joined[joined.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else joined.push([range[0], range[1]]);
  }
  return joined;
}

/** The snippet as parts: unmarked text between the marked ranges. */
export function markedParts({ text, marks }: SearchSnippet): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const [start, end] of cleanRanges(text.length, marks)) {
    if (start > at) parts.push({ text: text.slice(at, start), marked: false });
    parts.push({ text: text.slice(start, end), marked: true });
    at = end;
  }
  if (at < text.length || parts.length === 0) parts.push({ text: text.slice(at), marked: false });
  return parts;
}
