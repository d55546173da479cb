// Bulk add's split: one title per line when the text has several lines, commas only within a single line.
import { describe, expect, it } from 'vitest';
import { splitTitles } from './bulkTitles';

describe('splitTitles', () => {
  it('splits a single line on commas, trims and drops empties', () => {
    expect(splitTitles('Dark mode, Export to PDF ,, Slack')).toEqual(['Dark mode', 'Export to PDF', 'Slack']);
    expect(splitTitles('  Only one  ')).toEqual(['Only one']);
  });

  it('keeps commas inside a title when the text has line breaks', () => {
    expect(splitTitles('Fix tax rounding, VAT display\nDark mode\r\n\n  Audit log, export \n')).toEqual([
      'Fix tax rounding, VAT display',
      'Dark mode',
      'Audit log, export',
    ]);
  });

  it('treats one line with blank lines around it as a single line', () => {
    expect(splitTitles('\n  One, Two \n\n')).toEqual(['One', 'Two']);
  });

  it('finds nothing in blank text or bare commas', () => {
    expect(splitTitles('')).toEqual([]);
    expect(splitTitles(' \n ')).toEqual([]);
    expect(splitTitles(' , ,')).toEqual([]);
  });
});
