// The delete confirmation's consequence: what goes to the trash with a project or a folder, read well.
import { describe, expect, it } from 'vitest';
import { deleteConsequence } from './deleteText';

const folder = { id: 1, parentId: null };
const project = (id: number) => ({ id, parentId: 1 });

describe('deleteConsequence', () => {
  it('names a project’s cards', () => {
    expect(deleteConsequence(project(2), [], {})).toBe(
      'The project goes to the trash, where you can restore it.',
    );
    expect(deleteConsequence(project(2), [], { 2: 1 })).toBe(
      'The project and its card go to the trash, where you can restore them.',
    );
    expect(deleteConsequence(project(2), [], { 2: 12 })).toBe(
      'The project and its 12 cards go to the trash, where you can restore them.',
    );
  });

  it('names a folder’s projects and their cards', () => {
    expect(deleteConsequence(folder, [], {})).toBe('The folder goes to the trash, where you can restore it.');
    expect(deleteConsequence(folder, [project(2)], {})).toBe(
      'The folder and its project go to the trash, where you can restore them.',
    );
    expect(deleteConsequence(folder, [project(2)], { 2: 1 })).toBe(
      'The folder and its project, with 1 card, go to the trash, where you can restore them.',
    );
    expect(deleteConsequence(folder, [project(2), project(3)], { 2: 3, 3: 9 })).toBe(
      'The folder and its 2 projects, with 12 cards, go to the trash, where you can restore them.',
    );
  });
});
