// A snippet's ranges become plain and marked parts: in order, joined where they overlap, clipped to the text,
// and broken ranges ignored, so whatever the server sends the text shows whole.
import { describe, expect, it } from 'vitest';
import { markedParts } from './marks';

const marked = (text: string, marks: [number, number][]) =>
  markedParts({ text, marks })
    .map((part) => (part.marked ? `[${part.text}]` : part.text))
    .join('');

describe('markedParts', () => {
  it('marks the ranges and keeps the text between them', () => {
    expect(
      marked('offline sync for mobile', [
        [0, 7],
        [8, 12],
      ]),
    ).toBe('[offline] [sync] for mobile');
  });

  it('sorts ranges and joins the ones that overlap or touch', () => {
    expect(
      marked('night theme', [
        [6, 11],
        [0, 3],
        [1, 4],
      ]),
    ).toBe('[nigh]t [theme]');
    expect(
      marked('abcdef', [
        [0, 2],
        [2, 4],
      ]),
    ).toBe('[abcd]ef');
  });

  it('clips ranges to the text and drops empty, reversed or broken ones', () => {
    expect(
      marked('sync', [
        [-3, 2],
        [3, 99],
      ]),
    ).toBe('[sy]n[c]');
    expect(
      marked('sync', [
        [2, 2],
        [3, 1],
        [Number.NaN, 2],
      ]),
    ).toBe('sync');
  });

  it('gives one unmarked part for no marks, also for an empty text', () => {
    expect(markedParts({ text: 'sync', marks: [] })).toEqual([{ text: 'sync', marked: false }]);
    expect(markedParts({ text: '', marks: [[0, 3]] })).toEqual([{ text: '', marked: false }]);
  });

  it('leaves markup in the text as text', () => {
    expect(marked('<b>x</b> y', [[9, 10]])).toBe('<b>x</b> [y]');
  });
});
