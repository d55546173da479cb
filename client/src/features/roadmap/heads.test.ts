// The roadmap's header words, shared by the feature manager and the projector.
import { describe, expect, it } from 'vitest';
import { columnHead, rowHead } from './heads';

describe('roadmap heads', () => {
  it('names a release with its dates, and Future without any', () => {
    expect(columnHead({ name: 'R1', startDate: '2025-03-07', endDate: null })).toEqual({
      name: 'R1',
      dates: '03/07/25 – No date set',
    });
    expect(columnHead(null)).toMatchObject({ name: 'Future', dates: 'No release' });
  });

  it('names a use case (Unsorted for none) with its card count', () => {
    expect(rowHead({ name: 'Billing' }, 2)).toEqual({ name: 'Billing', count: '2 cards' });
    expect(rowHead(null, 1)).toEqual({ name: 'Unsorted', count: '1 card' });
  });
});
