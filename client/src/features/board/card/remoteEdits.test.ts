// The remote-change merge of the card dialog: their fields flow in, unsaved edits stay, collisions are named.
import { describe, expect, it } from 'vitest';
import { cardFormValues, type CardFormSource } from '../../../../../common/board/cardForm';
import type { PresencePerson } from '../../../../../common/events';
import { NO_ESTIMATION } from '../../../../../common/estimation';
import { actorName, editedFields, editingText, editorsOf, fieldList, mergeRemote } from './remoteEdits';

const base: CardFormSource = {
  title: 'Sign-in with Google',
  description: '',
  status: 'backlog',
  priority: 'tbd',
  categoryId: null,
  releaseId: 3,
  sprintId: null,
  color: '#6B7280',
  notes: null,
  ...NO_ESTIMATION,
};
const person = (userId: string, name: string, cardId: number | null): PresencePerson => ({
  userId,
  name,
  initials: name.slice(0, 2),
  color: '#3B82F6',
  cardId,
});

describe('mergeRemote', () => {
  it('refreshes an untouched form and lists what they changed', () => {
    const latest = { ...base, status: 'ready' as const, releaseId: null };
    const merge = mergeRemote(base, cardFormValues(base), latest);
    expect(merge.values).toEqual(cardFormValues(latest));
    expect(merge.theirs).toEqual(['status', 'releaseId']);
    expect(merge.mine).toEqual([]);
    expect(merge.conflicts).toEqual([]);
  });

  it('keeps the user’s edits and takes their other fields', () => {
    const values = { ...cardFormValues(base), title: 'Sign-in with Apple' };
    const merge = mergeRemote(base, values, { ...base, status: 'deployed' });
    expect(merge.values.title).toBe('Sign-in with Apple');
    expect(merge.values.status).toBe('deployed');
    expect(merge.mine).toEqual(['title']);
    expect(merge.conflicts).toEqual([]);
  });

  it('names the fields both changed to different values', () => {
    const values = { ...cardFormValues(base), title: 'Mine', priority: 'wow' as const };
    const merge = mergeRemote(base, values, { ...base, title: 'Theirs', priority: 'wow' });
    expect(merge.conflicts).toEqual(['title']);
    expect(merge.theirs).toEqual(['title']); // the impact they set is what the form shows already
    expect(merge.values.title).toBe('Mine');
  });

  it('says nothing about its own save coming back', () => {
    const values = { ...cardFormValues(base), title: 'Saved', categoryId: '4' };
    const merge = mergeRemote(base, values, { ...base, title: 'Saved', categoryId: 4 });
    expect(merge.theirs).toEqual([]);
  });

  it('finds the edited fields', () => {
    expect(editedFields(base, { ...cardFormValues(base), notes: 'x', color: '#FFFFFF' })).toEqual([
      'color',
      'notes',
    ]);
  });
});

describe('names', () => {
  const people = [person('u1', 'Ana Lopez', 9), person('u2', 'Bo Chen', 9), person('me', 'Me Myself', 9)];

  it('names the actor from presence, the same account as You, else Someone', () => {
    expect(actorName('u2', people, 'me')).toBe('Bo Chen');
    expect(actorName('me', people, 'me')).toBe('You');
    expect(actorName('gone', people, 'me')).toBe('Someone');
    expect(actorName(undefined, people, 'me')).toBe('Someone');
  });

  it('lists the other people on the card, once each', () => {
    const twice = [...people, person('u1', 'Ana Lopez', 9), person('u3', 'Cy', 8)];
    expect(editorsOf(9, twice, 'me').map((p) => p.name)).toEqual(['Ana Lopez', 'Bo Chen']);
    expect(editingText(['Ana'])).toBe('Ana is editing');
    expect(editingText(['Ana', 'Bo'])).toBe('Ana and Bo are editing');
    expect(editingText(['Ana', 'Bo', 'Cy', 'Di'])).toBe('Ana, Bo and 2 others are editing');
    expect(fieldList(['title', 'status', 'priority'])).toBe('Title, Status and Impact');
  });
});
