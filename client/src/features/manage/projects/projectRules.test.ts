// Folder/project form rules (spec 5): required fields, prefix clean-up, the prefix-in-use rule, payloads, and
// a project's deck and scoring model (docs/estimation.md).
import { describe, expect, it } from 'vitest';
import type { Project } from '../../../../../common/schemas/projects';
import {
  cardsUsingPrefix,
  cleanPrefix,
  createPayload,
  EMPTY_PROJECT_FORM,
  formOfProject,
  prefixChangeProblem,
  sharedWithLabel,
  updatePayload,
  validateProjectForm,
} from './projectRules';
import { DEFAULT_SCORING_SETTING } from '../../../../../common/estimation';

const web: Project = {
  id: 7,
  name: 'Web',
  description: null,
  prefix: 'WEB',
  parentId: 3,
  clientId: 1,
  ownerId: 'u',
  ...DEFAULT_SCORING_SETTING,
  access: 'owner',
  createdAt: '',
  updatedAt: '',
  version: 0,
};
const empty = EMPTY_PROJECT_FORM;

describe('project form rules', () => {
  it('requires a name, and a prefix and folder for a project', () => {
    expect(validateProjectForm('project', empty)).toEqual({
      name: 'Project name is required',
      prefix: 'Prefix is required for projects',
      parentId: 'Projects must be nested under a folder',
    });
    expect(validateProjectForm('folder', { ...empty, name: 'F', clientId: 1 })).toEqual({});
  });

  it('upper-cases the prefix and keeps at most 5 letters or digits', () => {
    expect(cleanPrefix('ab-c1xyz')).toBe('ABC1X');
  });

  it('refuses a new prefix while cards use the old one', () => {
    const cards = [{ externalId: 'WEB-001' }, { externalId: 'WEB-002' }, { externalId: 'WEBX-1' }];
    expect(cardsUsingPrefix(cards, 'WEB')).toBe(2);
    expect(prefixChangeProblem(web, 'APP', 2)).toBe('To change prefix, first delete all (2) cards with WEB.');
    expect(prefixChangeProblem(web, 'web', 2)).toBeNull();
    expect(prefixChangeProblem(web, 'APP', 0)).toBeNull();
  });

  it('sends only what changed on update', () => {
    expect(updatePayload('project', web, formOfProject(web))).toEqual({});
    expect(updatePayload('project', web, { ...formOfProject(web), name: ' Web 2 ', prefix: 'w2' })).toEqual({
      name: 'Web 2',
      prefix: 'W2',
    });
    expect(createPayload('folder', { ...empty, name: ' F ', clientId: 4 })).toEqual({
      name: 'F',
      description: null,
      prefix: null,
      parentId: null,
      clientId: 4,
    });
  });

  it('sends a changed deck with a custom deck’s values, and the scoring model, the owner’s only', () => {
    const form = formOfProject(web);
    expect(updatePayload('project', web, { ...form, scoringModel: 'rice', deck: 'tshirt' })).toEqual({
      deck: 'tshirt',
      scoringModel: 'rice',
    });
    expect(updatePayload('project', web, { ...form, deck: 'custom', customDeck: '1, 2 ,4  8' })).toEqual({
      deck: 'custom',
      customDeck: ['1', '2', '4', '8'],
    });
    const custom: Project = { ...web, deck: 'custom', customDeck: ['S', 'M'] };
    expect(formOfProject(custom).customDeck).toBe('S M');
    expect(updatePayload('project', custom, formOfProject(custom))).toEqual({});
    expect(updatePayload('project', custom, { ...formOfProject(custom), customDeck: 'S M L' })).toEqual({
      customDeck: ['S', 'M', 'L'],
    });
    const shared: Project = { ...web, access: 'shared' };
    expect(updatePayload('project', shared, { ...form, scoringModel: 'ice', name: 'Site' })).toEqual({
      name: 'Site',
    });
  });

  it('refuses a custom deck without values, with a vote or a value twice', () => {
    const project = { ...formOfProject(web), deck: 'custom' as const };
    const problem = (customDeck: string) =>
      validateProjectForm('project', { ...project, customDeck }).customDeck;
    expect(problem(' , ')).toBe('A custom deck lists its values');
    expect(problem('1 2 ?')).toBe('“?” and “☕” are votes, not estimates');
    expect(problem('1 2 1')).toBe('The deck lists “1” twice');
    expect(problem('XS S M')).toBeUndefined();
  });

  it("says 'person' or 'people'", () => {
    expect(sharedWithLabel(1)).toBe('Shared with 1 person');
    expect(sharedWithLabel(3)).toBe('Shared with 3 people');
  });
});
