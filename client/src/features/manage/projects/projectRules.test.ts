// Folder/project form rules (spec 5): required fields, prefix clean-up, the prefix-in-use rule, payloads.
import { describe, expect, it } from 'vitest';
import type { Project } from '../../../../../common/schemas/projects';
import {
  cardsUsingPrefix,
  cleanPrefix,
  createPayload,
  formOfProject,
  prefixChangeProblem,
  sharedWithLabel,
  updatePayload,
  validateProjectForm,
} from './projectRules';

const web: Project = {
  id: 7,
  name: 'Web',
  description: null,
  prefix: 'WEB',
  parentId: 3,
  clientId: 1,
  ownerId: 'u',
  access: 'owner',
  createdAt: '',
  updatedAt: '',
  version: 0,
};
const empty = { name: '', description: '', prefix: '', parentId: null, clientId: null };

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

  it("says 'person' or 'people'", () => {
    expect(sharedWithLabel(1)).toBe('Shared with 1 person');
    expect(sharedWithLabel(3)).toBe('Shared with 3 people');
  });
});
