// A search hit's snippet: the text to show and the [start, end) ranges of it that matched the words, to be
// marked with <mark> elements by whoever draws it (never as HTML). Titles and names are shown whole;
// a description or notes as a window around the first match.
import type { SearchSnippet } from '../schemas/search';
import { searchPieces } from './words';

/** About how long a description's or notes' window is. */
export const SNIPPET_WIDTH = 120;
/** How much of the text before the first match the window keeps. */
const LEAD = 30;
/** Trigram similarity from which a word of the text counts as a typo of a word of the search. */
const TYPO_SIMILARITY = 0.5;

const LETTER = /[\p{L}\p{M}\p{N}]/u;
const isLowSurrogate = (text: string, at: number) => /[\uDC00-\uDFFF]/.test(text[at] ?? '');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/** Sorted ranges with overlapping and touching ones merged. */
function merged(ranges: [number, number][]): [number, number][] {
  const out: [number, number][] = [];
  for (const [start, end] of [...ranges].sort((a, b) => a[0] - b[0] || a[1] - b[1])) {
    const last = out.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else out.push([start, end]);
  }
  return out;
}

/** pg_trgm's trigrams of one word: lower case, two spaces before and one after. */
function trigrams(word: string): Set<string> {
  const padded = `  ${word.toLowerCase()} `;
  const chars = [...padded];
  const set = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i += 1) set.add(chars.slice(i, i + 3).join(''));
  return set;
}

/** pg_trgm's similarity of two words: shared trigrams over all trigrams. */
export function similarity(a: string, b: string): number {
  const x = trigrams(a);
  const y = trigrams(b);
  let shared = 0;
  for (const t of x) if (y.has(t)) shared += 1;
  return shared / (x.size + y.size - shared);
}

/**
 * Where the words occur in `text`, case-insensitively, each at the start of a word (the last word typed may
 * be the start of a longer one: only what was typed is marked; a single letter only as a word of its own). When none occurs, the words of the text most
 * like a word of the search (a typo: "ofline" marks "Offline").
 */
export function markWords(text: string, words: string): [number, number][] {
  const pieces = [...new Set(searchPieces(words))];
  if (!pieces.length || !text) return [];
  const found: [number, number][] = [];
  for (const piece of pieces) {
    // One letter is a word of its own (the server matches it so), not the start of every word.
    const end = [...piece].length < 2 ? '(?![\\p{L}\\p{M}\\p{N}])' : '';
    const at = new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])${escapeRegExp(piece)}${end}`, 'giu');
    for (const match of text.matchAll(at)) found.push([match.index, match.index + match[0].length]);
  }
  if (found.length) return merged(found);
  for (const match of text.matchAll(/[\p{L}\p{M}\p{N}]+/gu)) {
    if (pieces.some((piece) => similarity(piece, match[0]) >= TYPO_SIMILARITY))
      found.push([match.index, match.index + match[0].length]);
  }
  return merged(found);
}

/** A title or a name: the whole text, its matches marked. */
export const wholeSnippet = (text: string, words: string): SearchSnippet => ({
  text,
  marks: markWords(text, words),
});

/**
 * A description or notes: whitespace collapsed, about SNIPPET_WIDTH characters from a little before the first
 * match, cut at word boundaries, with "…" where text was left out.
 */
export function windowSnippet(source: string, words: string, width = SNIPPET_WIDTH): SearchSnippet {
  const text = source.replace(/\s+/g, ' ').trim();
  if (text.length <= width) return wholeSnippet(text, words);
  const first = markWords(text, words)[0]?.[0] ?? 0;
  let start = Math.max(0, Math.min(first - LEAD, text.length - width));
  while (start > 0 && start < first && LETTER.test(text[start - 1]!)) start += 1;
  let end = Math.min(text.length, start + width);
  while (end < text.length && end > start + width / 2 && LETTER.test(text[end]!)) end -= 1;
  // Never half an emoji (a surrogate pair) at either end.
  if (isLowSurrogate(text, start)) start += 1;
  if (isLowSurrogate(text, end)) end -= 1;
  const cut = `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
  return wholeSnippet(cut, words);
}
