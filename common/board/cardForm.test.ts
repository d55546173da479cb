// The card save mapping (spec 4): the dialog's select and input values become the update body, and only what
// changed is sent.
import { describe, expect, it } from 'vitest';
import { NO_ESTIMATION } from '../estimation';
import { cardFormValues, cardUpdateBody, changedFields } from './cardForm';

describe('card form', () => {
  const stored = {
    title: 'Dark mode',
    description: null,
    status: 'backlog' as const,
    priority: 'tbd' as const,
    categoryId: 10,
    releaseId: null,
    sprintId: null,
    color: '#6B7280',
    notes: null,
    ...NO_ESTIMATION,
  };

  it('maps the no-use-case and Future options to null and ids to integers', () => {
    const values = { ...cardFormValues(stored), categoryId: 'unsorted', releaseId: '21' };
    expect(cardUpdateBody(values)).toMatchObject({ categoryId: null, releaseId: 21 });
    for (const none of ['uncategorized', '', 'unsorted'])
      expect(cardUpdateBody({ ...values, categoryId: none }).categoryId).toBeNull();
    for (const none of ['unscheduled', 'future', ''])
      expect(cardUpdateBody({ ...values, releaseId: none }).releaseId).toBeNull();
  });

  it('maps the No sprint option to null and a sprint to its id', () => {
    const values = { ...cardFormValues(stored), releaseId: '20', sprintId: '31' };
    expect(cardUpdateBody(values)).toMatchObject({ releaseId: 20, sprintId: 31 });
    expect(cardUpdateBody({ ...values, sprintId: 'none' }).sprintId).toBeNull();
    expect(changedFields(stored, values)).toEqual({ releaseId: 20, sprintId: 31 });
  });

  it('sends only what changed', () => {
    const values = cardFormValues(stored);
    expect(changedFields(stored, values)).toEqual({});
    expect(changedFields(stored, { ...values, title: ' Dark theme ', status: 'ready' })).toEqual({
      title: 'Dark theme',
      status: 'ready',
    });
  });

  it('sends the estimate as text and the scoring inputs as numbers, none as null', () => {
    const values = { ...cardFormValues(stored), estimate: '½', value: '7', lift: '0.25', reach: ' ' };
    expect(changedFields(stored, values)).toEqual({ estimate: '½', value: 7, lift: 0.25 });
    const scored = { ...stored, estimate: '5', value: 8, confidence: 80 };
    expect(cardFormValues(scored)).toMatchObject({ estimate: '5', value: '8', confidence: '80', ease: '' });
    expect(changedFields(scored, cardFormValues(scored))).toEqual({});
    expect(changedFields(scored, { ...cardFormValues(scored), estimate: '', value: '' })).toEqual({
      estimate: null,
      value: null,
    });
  });
});
