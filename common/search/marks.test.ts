// A hit's snippet: matched words marked as ranges, typos marked by trigram similarity, long texts windowed.
import { describe, expect, it } from 'vitest';
import { markWords, similarity, SNIPPET_WIDTH, wholeSnippet, windowSnippet } from './marks';

const marked = (text: string, marks: [number, number][]) => marks.map(([s, e]) => text.slice(s, e));

describe('markWords', () => {
  it('marks each word at the start of a word, case-insensitively, the typed part of a prefix only', () => {
    const text = 'Offline sync for the offline-first app; Sync often';
    expect(marked(text, markWords(text, 'OFFLINE syn'))).toEqual(['Offline', 'syn', 'offline', 'Syn']);
    // not inside a word
    expect(markWords('resync', 'sync')).toEqual([]);
    // one letter: a word of its own
    expect(marked('A list of a few', markWords('A list of a few', 'a'))).toEqual(['A', 'a']);
  });

  it('merges overlapping marks and orders them', () => {
    expect(markWords('offline', 'off offl')).toEqual([[0, 4]]);
    expect(markWords('b a', 'a b')).toEqual([
      [0, 1],
      [2, 3],
    ]);
  });

  it('ignores what is not a letter or digit in the words', () => {
    const text = 'Night (dark) theme';
    expect(marked(text, markWords(text, '"dark" & !theme'))).toEqual(['dark', 'theme']);
    expect(markWords(text, '& | ! ( ) : * < > 🚀')).toEqual([]);
    expect(markWords('', 'x')).toEqual([]);
  });

  it('marks the words most like a typo when nothing matches as typed', () => {
    const text = 'Offline sync';
    expect(marked(text, markWords(text, 'ofline'))).toEqual(['Offline']);
    expect(similarity('ofline', 'offline')).toBeGreaterThan(0.5);
    expect(markWords('Night theme', 'zzz')).toEqual([]);
  });

  it('works past emoji and other scripts (UTF-16 ranges)', () => {
    const text = '🚀 Запуск 東京 launch';
    expect(marked(text, markWords(text, 'запуск launch'))).toEqual(['Запуск', 'launch']);
    expect(marked(text, markWords(text, '東京'))).toEqual(['東京']);
  });
});

describe('snippets', () => {
  it('a title is shown whole', () => {
    expect(wholeSnippet('Offline sync', 'sync')).toEqual({ text: 'Offline sync', marks: [[8, 12]] });
  });

  it('a short description is shown whole, whitespace collapsed', () => {
    expect(windowSnippet('Works\n\n  offline', 'offline')).toEqual({
      text: 'Works offline',
      marks: [[6, 13]],
    });
  });

  it('a long description is a window around the first match, cut at words, with ellipses', () => {
    const before = 'lorem ipsum dolor sit amet '.repeat(10);
    const after = ' consectetur adipiscing elit'.repeat(10);
    const snippet = windowSnippet(`${before}the offline queue${after}`, 'offline');
    expect(snippet.text.startsWith('…')).toBe(true);
    expect(snippet.text.endsWith('…')).toBe(true);
    expect(snippet.text.length).toBeLessThanOrEqual(SNIPPET_WIDTH + 2);
    expect(marked(snippet.text, snippet.marks)).toEqual(['offline']);
    // whole words at both ends
    expect(snippet.text).toMatch(/^…[a-z]+ .* [a-z]+…$/);
    expect(before.split(' ')).toContain(snippet.text.slice(1).split(' ')[0]);
  });

  it('a match near the start keeps the start; a match near the end shows the end', () => {
    const long = 'word '.repeat(60);
    const start = windowSnippet(`offline ${long}`, 'offline');
    expect(start.text.startsWith('offline')).toBe(true);
    expect(start.marks[0]).toEqual([0, 7]);
    const end = windowSnippet(`${long}offline`, 'offline');
    expect(end.text.endsWith('offline')).toBe(true);
    expect(marked(end.text, end.marks)).toEqual(['offline']);
  });

  it('never cuts an emoji in half', () => {
    const text = `${'🚀'.repeat(100)} offline ${'🚀'.repeat(100)}`;
    const snippet = windowSnippet(text, 'offline');
    expect(snippet.text).not.toMatch(
      /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/,
    );
    expect(marked(snippet.text, snippet.marks)).toEqual(['offline']);
  });
});
