// Decks and the one score function (docs/estimation.md).
import { describe, expect, it } from 'vitest';
import { estimateField } from '../cardFields';
import {
  customDeckValues,
  deckValues,
  effortOf,
  fitsModel,
  formatScore,
  inDeck,
  modelMessage,
  NO_ESTIMATION,
  scoreOf,
  stepOf,
  type DeckSetting,
  type ScoringSetting,
} from './index';

const fibonacci: DeckSetting = { deck: 'fibonacci', customDeck: null };
const sizes: DeckSetting = { deck: 'tshirt', customDeck: null };
const custom: DeckSetting = { deck: 'custom', customDeck: ['tiny', 'big', 'huge'] };
const setting = (scoringModel: ScoringSetting['scoringModel'], deck = fibonacci): ScoringSetting => ({
  ...deck,
  scoringModel,
});

describe('decks', () => {
  it('lists the presets of the issue, and a custom deck as given', () => {
    expect(deckValues(fibonacci)).toEqual(['0', '1', '2', '3', '5', '8', '13', '21']);
    expect(deckValues({ deck: 'modifiedFibonacci', customDeck: null })).toEqual([
      '0',
      '½',
      '1',
      '2',
      '3',
      '5',
      '8',
      '13',
      '20',
      '40',
      '100',
    ]);
    expect(deckValues(sizes)).toEqual(['XS', 'S', 'M', 'L', 'XL']);
    expect(deckValues(custom)).toEqual(['tiny', 'big', 'huge']);
    expect(inDeck(fibonacci, '8')).toBe(true);
    expect(inDeck(fibonacci, '4')).toBe(false);
  });

  it('takes a custom deck of 1 to 15 distinct values, never "?" or "☕"', () => {
    expect(customDeckValues.parse([' a ', 'b'])).toEqual(['a', 'b']);
    const messages = (values: unknown) =>
      customDeckValues.safeParse(values).error?.issues.map((i) => i.message);
    expect(messages([])).toEqual(['A custom deck lists its values']);
    expect(messages(Array.from({ length: 16 }, (_, i) => String(i)))).toEqual([
      'A custom deck has at most 15 values',
    ]);
    expect(messages(['1', '1'])).toEqual(['The deck lists “1” twice']);
    expect(messages(['?'])).toEqual(['“?” and “☕” are votes, not estimates']);
    expect(messages(['123456789'])).toEqual(['A deck value has 1 to 8 characters']);
  });

  it('reads an estimate as effort: numbers as they are, sizes by the usual steps, others by place', () => {
    expect(effortOf(fibonacci, '13')).toBe(13);
    expect(effortOf({ deck: 'modifiedFibonacci', customDeck: null }, '½')).toBe(0.5);
    expect(effortOf(sizes, 'M')).toBe(3);
    expect(effortOf(sizes, 'XL')).toBe(8);
    expect(effortOf(custom, 'huge')).toBe(3);
    expect(effortOf(custom, 'gone')).toBeUndefined();
    expect(effortOf(fibonacci, null)).toBeUndefined();
  });

  it('counts steps by place in the deck', () => {
    expect(stepOf(fibonacci, '0')).toBe(0);
    expect(stepOf(fibonacci, '13')).toBe(6);
    expect(stepOf(fibonacci, '4')).toBeUndefined();
  });

  it('stores an estimate as text, a number in its shortest form, and refuses the votes that are none', () => {
    expect(estimateField.parse('3.0')).toBe('3');
    expect(estimateField.parse(' XL ')).toBe('XL');
    expect(estimateField.parse('')).toBeNull();
    expect(estimateField.parse(null)).toBeNull();
    expect(estimateField.safeParse('☕').success).toBe(false);
    expect(estimateField.safeParse(5).success).toBe(false);
  });
});

describe('scores', () => {
  const card = { ...NO_ESTIMATION };

  it('has none without a model', () => {
    expect(scoreOf({ ...card, value: 8, estimate: '3' }, setting('none'))).toEqual({
      value: null,
      formula: '',
      missing: [],
    });
  });

  it('divides value by effort, and says so', () => {
    const score = scoreOf({ ...card, value: 8, estimate: '3' }, setting('valueEffort'));
    expect(score.value).toBeCloseTo(8 / 3);
    expect(score.formula).toBe('Value ÷ Effort = 8 ÷ 3 = 2.7');
    expect(scoreOf({ ...card, value: 6, estimate: 'M' }, setting('valueEffort', sizes)).value).toBe(2);
  });

  it('names what a card lacks, and gives no score for an effort of 0', () => {
    expect(scoreOf({ ...card, value: 8 }, setting('valueEffort'))).toEqual({
      value: null,
      formula: 'Value ÷ Effort',
      missing: ['Estimate'],
    });
    expect(scoreOf({ ...card, estimate: '5' }, setting('valueEffort')).missing).toEqual(['Value']);
    const zero = scoreOf({ ...card, value: 8, estimate: '0' }, setting('valueEffort'));
    expect(zero.value).toBeNull();
    expect(zero.formula).toBe('Value ÷ Effort = 8 ÷ 0: no score for an effort of 0');
  });

  it('scores RICE as reach × lift × confidence % ÷ effort', () => {
    const score = scoreOf({ ...card, reach: 500, lift: 2, confidence: 80, estimate: '5' }, setting('rice'));
    expect(score.value).toBe(160);
    expect(score.formula).toBe('Reach × Lift × Confidence ÷ Effort = 500 × 2 × 80 % ÷ 5 = 160');
  });

  it('scores ICE as lift × confidence × ease, without the estimate', () => {
    const score = scoreOf({ ...card, lift: 7, confidence: 8, ease: 6 }, setting('ice'));
    expect(score.value).toBe(336);
    expect(score.formula).toBe('Lift × Confidence × Ease = 7 × 8 × 6 = 336');
  });

  it('treats an input the model does not take as missing (a value kept from another model)', () => {
    // 80 % was RICE's confidence; ICE takes 1–10.
    const score = scoreOf({ ...card, lift: 7, confidence: 80, ease: 6 }, setting('ice'));
    expect(score.value).toBeNull();
    expect(score.missing).toEqual(['Confidence']);
  });

  it('checks an input against the model, with a message naming the values it takes', () => {
    expect(fitsModel('rice', 'lift', 0.25)).toBe(true);
    expect(fitsModel('rice', 'lift', 7)).toBe(false);
    expect(fitsModel('ice', 'lift', 7)).toBe(true);
    expect(fitsModel('ice', 'ease', 7.5)).toBe(false);
    expect(fitsModel('none', 'reach', 12)).toBe(true);
    expect(modelMessage('rice', 'lift')).toBe('Lift must be 0.25, 0.5, 1, 2 or 3 in RICE');
    expect(modelMessage('rice', 'confidence')).toBe('Confidence must be 50, 80 or 100 in RICE');
    expect(modelMessage('valueEffort', 'value')).toBe(
      'Value must be a whole number from 1 to 10 in Value / effort',
    );
  });

  it('shows a score with one decimal under 100, whole from there', () => {
    expect(formatScore(2.6666)).toBe('2.7');
    expect(formatScore(4)).toBe('4');
    expect(formatScore(1234.5)).toBe('1,235');
  });
});
