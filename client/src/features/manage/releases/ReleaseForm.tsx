// The add/edit form of Manage Releases (spec 2/5): name, optional description, start and end dates, with
// the date-order error shown as soon as the dates disagree and the submit held back until they agree.
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { Field, FieldRow, Input, Textarea } from '../../../ui';
import { canSubmitRelease, dateProblem, type ReleaseFormValues } from './releaseRules';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

export interface ReleaseFormProps {
  id: string;
  values: ReleaseFormValues;
  onChange: (values: ReleaseFormValues) => void;
  onSubmit: () => void;
}

export function ReleaseForm({ id, values, onChange, onSubmit }: ReleaseFormProps) {
  const problem = dateProblem(values);
  const set = (key: keyof ReleaseFormValues) => (event: { target: { value: string } }) =>
    onChange({ ...values, [key]: event.target.value });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (canSubmitRelease(values)) onSubmit();
  }

  return (
    <Form id={id} onSubmit={submit} noValidate>
      <Field label="Release Name" required>
        <Input
          autoFocus
          value={values.name}
          maxLength={200}
          placeholder="e.g. Spring launch"
          onChange={set('name')}
        />
      </Field>
      <Field label="Description (optional)">
        <Textarea
          rows={2}
          value={values.description}
          maxLength={5000}
          placeholder="What this release is about"
          onChange={set('description')}
        />
      </Field>
      <FieldRow>
        <Field label="Start Date">
          <Input type="date" value={values.startDate} onChange={set('startDate')} />
        </Field>
        <Field label="End Date" error={problem}>
          <Input
            type="date"
            value={values.endDate}
            min={values.startDate || undefined}
            onChange={set('endDate')}
          />
        </Field>
      </FieldRow>
    </Form>
  );
}
