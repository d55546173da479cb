// The form view of Manage Projects: its state, checks and save. A project's prefix may not change while
// cards carry it, so editing a project first counts those cards (GET /api/projects/{id}/cards). A new project
// from a file is not saved here: its fields go on to the import, which creates it with the cards.
import { useEffect, useState } from 'react';
import type { CreateProjectRequest, Project } from '../../../../../common/schemas/projects';
import { projectsApi } from '../../../api/projects';
import type { Client } from '../../../../../common/schemas/clients';
import { createProject, updateProject } from '../../../store/actions/clientsProjects';
import { Button, toast } from '../../../ui';
import { FormFooter } from '../shared/ListParts';
import { ProjectForm } from './ProjectForm';
import {
  cardsUsingPrefix,
  choosesEstimation,
  createPayload,
  EMPTY_PROJECT_FORM,
  formOfProject,
  prefixChangeProblem,
  updatePayload,
  validateProjectForm,
  type ProjectFormErrors,
  type ProjectFormValues,
  type ProjectKind,
} from './projectRules';

export type FormTarget =
  | { kind: 'folder'; clientId: number | null }
  | { kind: 'project'; parentId: number | null; fromFile?: boolean }
  | { kind: 'edit'; project: Project };

const FORM_ID = 'project-form';

function startValues(target: FormTarget): ProjectFormValues {
  if (target.kind === 'edit') return formOfProject(target.project);
  return target.kind === 'folder'
    ? { ...EMPTY_PROJECT_FORM, clientId: target.clientId }
    : { ...EMPTY_PROJECT_FORM, parentId: target.parentId };
}

export interface ProjectFormViewProps {
  target: FormTarget;
  clients: readonly Client[];
  folders: readonly Project[];
  onCancel: () => void;
  onSaved: (project: Project) => void;
  /** New project from a file: the checked fields, handed on to the import instead of saved. */
  onChooseFile?: (project: CreateProjectRequest) => void;
}

export function ProjectFormView(props: ProjectFormViewProps) {
  const { target, clients, folders, onCancel, onSaved, onChooseFile } = props;
  const fromFile = target.kind === 'project' && target.fromFile === true && onChooseFile !== undefined;
  const original = target.kind === 'edit' ? target.project : null;
  const kind: ProjectKind =
    target.kind === 'edit' ? (target.project.parentId === null ? 'folder' : 'project') : target.kind;
  const [values, setValues] = useState(() => startValues(target));
  const [errors, setErrors] = useState<ProjectFormErrors>({});
  const [pending, setPending] = useState(false);
  const [prefixCards, setPrefixCards] = useState<number | null>(null);
  const [checking, setChecking] = useState(false);

  useEffect(() => {
    if (!original || original.parentId === null || !original.prefix) return;
    let live = true;
    setChecking(true);
    projectsApi
      .cards(original.id)
      .then((cards) => live && setPrefixCards(cardsUsingPrefix(cards, original.prefix)))
      // Unknown: the server still refuses a prefix change while cards use it.
      .catch(() => live && setPrefixCards(null))
      .finally(() => live && setChecking(false));
    return () => {
      live = false;
    };
  }, [original]);

  const prefixProblem =
    original && kind === 'project' ? prefixChangeProblem(original, values.prefix, prefixCards) : null;
  const changes = original ? updatePayload(kind, original, values) : null;
  const unchanged = changes !== null && Object.keys(changes).length === 0;
  // Moving a project is limited to folders of the same owner (the server's rule).
  const parentChoices = original ? folders.filter((f) => f.ownerId === original.ownerId) : folders;

  function change(next: ProjectFormValues) {
    setValues(next);
    setErrors({});
  }

  async function submit() {
    if (pending) return;
    const found = validateProjectForm(kind, values);
    if (prefixProblem) found.prefix = prefixProblem;
    const first = Object.values(found)[0];
    if (first) {
      setErrors(found);
      toast({ variant: 'destructive', title: 'Error', description: first });
      return;
    }
    if (fromFile) return onChooseFile(createPayload(kind, values));
    setPending(true);
    const saved = original
      ? await updateProject(original.id, changes ?? {})
      : await createProject(createPayload(kind, values));
    setPending(false);
    if (saved) onSaved(saved);
  }

  const label = fromFile
    ? 'Choose File'
    : `${original ? 'Update' : 'Create'} ${kind === 'folder' ? 'Folder' : 'Project'}`;
  return (
    <>
      <ProjectForm
        id={FORM_ID}
        kind={kind}
        creating={!original}
        values={values}
        errors={{ ...errors, prefix: errors.prefix ?? prefixProblem ?? undefined }}
        clients={clients}
        folders={parentChoices}
        checkingPrefix={checking}
        estimation={original ? (choosesEstimation(original) ? 'owner' : 'locked') : undefined}
        onChange={change}
        onSubmit={() => void submit()}
      />
      <FormFooter>
        <Button onClick={onCancel}>Cancel</Button>
        <Button
          type="submit"
          form={FORM_ID}
          variant="primary"
          loading={pending}
          disabled={unchanged || Boolean(prefixProblem)}
        >
          {label}
        </Button>
      </FormFooter>
    </>
  );
}
