// When a thing in the trash goes for good, as its row says: always a time still to come (issue 41).
import { describe, expect, it } from 'vitest';
import { containsText, purgeText } from './trashText';

const now = Date.parse('2026-11-29T12:00:00.000Z');
const purgeAt = (iso: string) => ({ purgeAt: iso });

describe('purgeText', () => {
  it('says when it will be deleted: the day, with the year when not this one', () => {
    expect(purgeText(purgeAt('2026-12-29T12:00:00.000Z'), now)).toBe('Will be deleted for good on Dec 29');
    expect(purgeText(purgeAt('2027-01-03T12:00:00.000Z'), now)).toBe(
      'Will be deleted for good on Jan 3, 2027',
    );
  });

  it('says today, or soon once the date has passed and housekeeping has not run yet', () => {
    expect(purgeText(purgeAt('2026-11-29T12:30:00.000Z'), now)).toBe('Will be deleted for good today');
    expect(purgeText(purgeAt('2026-11-27T12:00:00.000Z'), now)).toBe('Will be deleted for good soon');
    expect(purgeText(purgeAt('not a date'), now)).toBe('');
  });
});

describe('containsText', () => {
  it('counts what comes back with a project and a folder', () => {
    expect(containsText({ kind: 'project', contains: 12 })).toBe('12 cards');
    expect(containsText({ kind: 'project', contains: 1 })).toBe('1 card');
    expect(containsText({ kind: 'project', contains: 0 })).toBeNull();
    expect(containsText({ kind: 'folder', contains: 2 })).toBe('2 projects');
  });
});
