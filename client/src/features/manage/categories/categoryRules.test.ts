// Use-case name rules (spec 5): empty, duplicates (case-insensitive after trim, itself excluded), order.
import { describe, expect, it } from 'vitest';
import {
  cardCountsByCategory,
  DUPLICATE_NAME,
  EMPTY_NAME,
  isDuplicateName,
  nameProblem,
  categoryOrder,
} from './categoryRules';

const categories = [
  { id: 1, name: 'Onboarding' },
  { id: 2, name: 'Billing ' },
];

describe('use case rules', () => {
  it('finds duplicates case-insensitively after trimming', () => {
    expect(isDuplicateName('  onboarding ', categories)).toBe(true);
    expect(isDuplicateName('BILLING', categories)).toBe(true);
    expect(isDuplicateName('Reports', categories)).toBe(false);
    expect(isDuplicateName('   ', categories)).toBe(false);
  });

  it('ignores case in every script, and how an accent was typed, as the server does', () => {
    const summer = [{ id: 1, name: 'été' }];
    expect(isDuplicateName('ÉTÉ', summer)).toBe(true);
    expect(isDuplicateName('e\u0301te\u0301', summer)).toBe(true); // "été" typed as e + combining accent
    expect(isDuplicateName('ete', summer)).toBe(false);
  });

  it('lets a rename keep its own name', () => {
    expect(isDuplicateName('ONBOARDING', categories, 1)).toBe(false);
    expect(isDuplicateName('billing', categories, 1)).toBe(true);
  });

  it('names the problem with the spec texts', () => {
    expect(nameProblem(' ', categories)).toEqual(EMPTY_NAME);
    expect(EMPTY_NAME).toEqual({ title: 'Invalid name', description: 'Module name cannot be empty' });
    expect(nameProblem('onboarding', categories)).toEqual(DUPLICATE_NAME);
    expect(DUPLICATE_NAME).toEqual({
      title: 'Duplicate name',
      description: 'A module with this name already exists',
    });
    expect(nameProblem('Reports', categories)).toBeNull();
  });

  it('counts cards per use case and orders saved before pending ones', () => {
    const counts = cardCountsByCategory([{ categoryId: 1 }, { categoryId: 1 }, { categoryId: null }]);
    expect(counts.get(1)).toBe(2);
    expect(counts.has(2)).toBe(false);
    const order = categoryOrder([{ id: -2 }, { id: 5 }, { id: -1 }, { id: 3 }]).map((u) => u.id);
    expect(order).toEqual([3, 5, -1, -2]);
  });
});
