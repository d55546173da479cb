// Planning poker's choices and reading: which fields a project offers, the steps of each, "?"/"☕" as votes
// that are never applied, and the median, range and agreement of a revealed vote.
import { describe, expect, it } from 'vitest';
import type { ScoringSetting } from '../estimation';
import {
  isApplicable,
  isVoteChoice,
  voteChoices,
  voteFieldsOf,
  voteLabel,
  type VoteLookups,
} from './choices';
import { pokerSummary } from './poker';
import { tally } from './tally';

const lookups = (estimation: Partial<ScoringSetting> = {}): VoteLookups => ({
  releases: [],
  categories: [],
  estimation: { deck: 'fibonacci', customDeck: null, scoringModel: 'none', ...estimation },
});

describe('planning poker choices', () => {
  it('offers the estimate in every project and the judged inputs of its model (never reach)', () => {
    expect(voteFieldsOf('none')).toEqual(['impact', 'release', 'useCase', 'estimate']);
    expect(voteFieldsOf('valueEffort')).toContain('value');
    expect(voteFieldsOf('rice').slice(4)).toEqual(['lift', 'confidence']);
    expect(voteFieldsOf('ice').slice(4)).toEqual(['lift', 'confidence', 'ease']);
  });

  it('takes the deck’s values and “?”/“☕”, but applies only a value', () => {
    const tshirt = lookups({ deck: 'tshirt' });
    expect(voteChoices('estimate', tshirt).map((c) => c.value)).toEqual([
      'XS',
      'S',
      'M',
      'L',
      'XL',
      '?',
      '☕',
    ]);
    expect(isVoteChoice('estimate', '☕', tshirt)).toBe(true);
    expect(isApplicable('estimate', '☕', tshirt)).toBe(false);
    expect(isApplicable('estimate', 'M', tshirt)).toBe(true);
    expect(isVoteChoice('estimate', '3', tshirt)).toBe(false);
    const custom = lookups({ deck: 'custom', customDeck: ['tiny', 'big'] });
    expect(voteChoices('estimate', custom).map((c) => c.value)).toEqual(['tiny', 'big', '?', '☕']);
  });

  it('scores an input on its model’s scale, labelled as the card dialog labels it', () => {
    const rice = lookups({ scoringModel: 'rice' });
    expect(voteChoices('confidence', rice).map((c) => c.label)).toEqual(['50 %', '80 %', '100 %', '?', '☕']);
    expect(voteLabel('lift', '0.25', rice)).toBe('0.25 minimal');
    expect(voteChoices('value', rice)).toEqual([]);
    expect(voteChoices('value', lookups({ scoringModel: 'valueEffort' }))).toHaveLength(12);
  });
});

describe('planning poker reading', () => {
  const fib = lookups();
  it('suggests the median step, the higher middle one for an even count', () => {
    expect(pokerSummary('estimate', ['3', '5', '8'], fib).median).toBe('5');
    expect(pokerSummary('estimate', ['3', '8'], fib).median).toBe('8');
    expect(pokerSummary('estimate', ['13'], fib)).toMatchObject({ median: '13', low: '13', high: '13' });
  });

  it('agrees when every vote is within one step of the others, counting “?”/“☕” apart', () => {
    expect(pokerSummary('estimate', ['3', '5', '5', '?'], fib)).toMatchObject({
      agrees: true,
      stepsApart: 1,
      unsure: 1,
    });
    expect(pokerSummary('estimate', ['2', '5'], fib)).toMatchObject({ agrees: false, stepsApart: 2 });
    expect(pokerSummary('estimate', ['?', '☕'], fib)).toMatchObject({
      median: null,
      agrees: false,
      unsure: 2,
    });
  });

  it('reads a value the deck no longer has as unsure, not as a step', () => {
    const summary = pokerSummary('estimate', ['8', 'M', 'L'], lookups({ deck: 'tshirt' }));
    expect(summary).toMatchObject({ median: 'L', low: 'M', high: 'L', unsure: 1, agrees: true });
  });

  it('is part of a poker vote’s tally and of no other', () => {
    expect(tally('estimate', ['3', '5'], fib).poker?.median).toBe('5');
    expect(tally('impact', ['wow'], fib).poker).toBeNull();
  });
});
