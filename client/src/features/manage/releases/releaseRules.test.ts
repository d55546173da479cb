// Release form rules (spec 5) and the release manager's date texts.
import { describe, expect, it } from 'vitest';
import { formatDay, formatRange } from '../shared/dates';
import { canSubmitRelease, dateProblem, EMPTY_RELEASE_FORM, releasePayload } from './releaseRules';

describe('release form rules', () => {
  it('refuses an end before the start only when both are set', () => {
    expect(dateProblem({ startDate: '2025-05-10', endDate: '2025-05-09' })).toBe(
      'End date cannot be before start date',
    );
    expect(dateProblem({ startDate: '2025-05-10', endDate: '2025-05-10' })).toBeNull();
    expect(dateProblem({ startDate: '', endDate: '2025-01-01' })).toBeNull();
    expect(dateProblem({ startDate: '2025-01-01', endDate: '' })).toBeNull();
  });

  it('needs a name and ordered dates to submit', () => {
    expect(canSubmitRelease(EMPTY_RELEASE_FORM)).toBe(false);
    expect(canSubmitRelease({ ...EMPTY_RELEASE_FORM, name: '  ' })).toBe(false);
    expect(canSubmitRelease({ ...EMPTY_RELEASE_FORM, name: 'R1' })).toBe(true);
    expect(
      canSubmitRelease({ name: 'R1', description: '', startDate: '2025-02-01', endDate: '2025-01-01' }),
    ).toBe(false);
  });

  it('sends trimmed text and null for empty fields', () => {
    expect(releasePayload({ name: ' R1 ', description: ' ', startDate: '', endDate: '2025-01-02' })).toEqual({
      name: 'R1',
      description: null,
      startDate: null,
      endDate: '2025-01-02',
    });
  });

  it("shows dates as 'MMM d, yyyy' and 'No date set'", () => {
    expect(formatDay('2025-03-04')).toBe('Mar 4, 2025');
    expect(formatDay(null)).toBe('No date set');
    expect(formatRange('2025-03-04', '2025-04-15')).toBe('Mar 4, 2025 → Apr 15, 2025');
    expect(formatRange('2025-03-04', null)).toBe('Mar 4, 2025 → No date set');
    expect(formatRange(null, null)).toBe('No date set');
  });
});
