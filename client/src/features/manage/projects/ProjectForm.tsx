// The create/edit form of Manage Projects: name (focused 100 ms after opening, spec 9), description, and
// for a folder its client (when creating) or for a project its prefix and parent folder, and when editing
// one its deck and scoring model.
import { useEffect, useRef, type FormEvent } from 'react';
import styled from 'styled-components';
import type { Client } from '../../../../../common/schemas/clients';
import type { Project } from '../../../../../common/schemas/projects';
import { Field, FieldRow, Input, Select, Spinner, Textarea } from '../../../ui';
import { EstimationSettings } from './EstimationSettings';
import {
  cleanPrefix,
  PREFIX_HINT,
  type ProjectFormErrors,
  type ProjectFormValues,
  type ProjectKind,
} from './projectRules';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding-top: 4px;
`;

const Checking = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
`;

const NAME_FOCUS_DELAY_MS = 100;

export interface ProjectFormProps {
  id: string;
  kind: ProjectKind;
  creating: boolean;
  values: ProjectFormValues;
  errors: ProjectFormErrors;
  /** Clients a folder may be created in (the user's own). */
  clients: readonly Client[];
  /** Folders a project may sit in. */
  folders: readonly Project[];
  /** True while the cards using the current prefix are being counted (edit only). */
  checkingPrefix?: boolean;
  /** Editing a project: its deck and scoring model, which only the folder's owner may change. */
  estimation?: 'owner' | 'locked';
  onChange: (values: ProjectFormValues) => void;
  onSubmit: () => void;
}

export function ProjectForm(props: ProjectFormProps) {
  const { id, kind, creating, values, errors, clients, folders, checkingPrefix, estimation } = props;
  const nameRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const timer = setTimeout(() => {
      // Someone quick may already be typing in another field: never pull the focus away from them.
      if (formRef.current?.contains(document.activeElement)) return;
      nameRef.current?.focus();
    }, NAME_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  const set = (patch: Partial<ProjectFormValues>) => props.onChange({ ...values, ...patch });

  function submit(event: FormEvent) {
    event.preventDefault();
    props.onSubmit();
  }

  return (
    <Form ref={formRef} id={id} onSubmit={submit} noValidate>
      {kind === 'folder' && creating ? (
        <Field label="Client" required error={errors.clientId}>
          <Select
            value={values.clientId ?? ''}
            onChange={(event) => set({ clientId: event.target.value ? Number(event.target.value) : null })}
          >
            <option value="" disabled>
              Choose a client
            </option>
            {clients.map((client) => (
              <option key={client.id} value={client.id}>
                {client.name}
              </option>
            ))}
          </Select>
        </Field>
      ) : null}
      <Field label={kind === 'folder' ? 'Folder Name' : 'Project Name'} required error={errors.name}>
        <Input
          ref={nameRef}
          value={values.name}
          maxLength={200}
          placeholder={kind === 'folder' ? 'e.g. Mobile apps' : 'e.g. iOS app'}
          onChange={(event) => set({ name: event.target.value })}
        />
      </Field>
      {kind === 'project' ? (
        <FieldRow>
          <Field
            label="Prefix"
            required
            error={errors.prefix}
            hint={
              checkingPrefix ? (
                <Checking>
                  <Spinner size={12} label={null} /> Checking the cards that use this prefix…
                </Checking>
              ) : (
                PREFIX_HINT
              )
            }
          >
            <Input
              value={values.prefix}
              placeholder="e.g. ENG"
              autoCapitalize="characters"
              spellCheck={false}
              onChange={(event) => set({ prefix: cleanPrefix(event.target.value) })}
            />
          </Field>
          <Field label="Parent Folder" required error={errors.parentId}>
            <Select
              value={values.parentId ?? ''}
              onChange={(event) => set({ parentId: event.target.value ? Number(event.target.value) : null })}
            >
              <option value="" disabled>
                Choose a folder
              </option>
              {folders.map((folder) => (
                <option key={folder.id} value={folder.id}>
                  {folder.name}
                </option>
              ))}
            </Select>
          </Field>
        </FieldRow>
      ) : null}
      <Field label="Description (optional)">
        <Textarea
          rows={2}
          value={values.description}
          maxLength={5000}
          onChange={(event) => set({ description: event.target.value })}
        />
      </Field>
      {kind === 'project' && estimation ? (
        <EstimationSettings
          values={values}
          error={errors.customDeck}
          locked={estimation === 'locked'}
          onChange={set}
        />
      ) : null}
    </Form>
  );
}
