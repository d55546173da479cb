// Shared by the Create and Edit user dialogs: the dialog with its form and footer, names, access level.
import { useId, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import type { AccessLevel } from '../../../../common/schemas/fields';
import { Button, Dialog, Field, FieldRow, Input, Select } from '../../ui';

const FormGrid = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding-top: 8px;
`;

export interface NameFieldsProps {
  firstName: string;
  lastName: string;
  onChange: (key: 'firstName' | 'lastName', value: string) => void;
  errors: { firstName?: string; lastName?: string };
  required?: boolean;
}

export function NameFields({ firstName, lastName, onChange, errors, required = true }: NameFieldsProps) {
  return (
    <FieldRow>
      <Field label="First name" required={required} error={errors.firstName}>
        <Input value={firstName} onChange={(event) => onChange('firstName', event.target.value)} />
      </Field>
      <Field label="Last name" required={required} error={errors.lastName}>
        <Input value={lastName} onChange={(event) => onChange('lastName', event.target.value)} />
      </Field>
    </FieldRow>
  );
}

export function AccessLevelField({
  value,
  onChange,
  disabled,
  hint,
}: {
  value: AccessLevel;
  onChange: (value: AccessLevel) => void;
  disabled?: boolean;
  hint?: string;
}) {
  return (
    <Field label="Access level" hint={hint ?? 'Admins can manage user accounts.'}>
      <Select
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as AccessLevel)}
      >
        <option value="user">User</option>
        <option value="admin">Admin</option>
      </Select>
    </Field>
  );
}

export interface UserFormDialogProps {
  title: string;
  description: ReactNode;
  submitLabel: string;
  pending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  children: ReactNode;
}

/** A dialog whose footer submits its form; outside clicks do not throw away what was typed. */
export function UserFormDialog(props: UserFormDialogProps) {
  const { title, description, submitLabel, pending, onSubmit, onClose, children } = props;
  const formId = useId();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={description}
      dismissOnOutsideClick={false}
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" form={formId} variant="primary" loading={pending}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <FormGrid id={formId} onSubmit={onSubmit} noValidate>
        {children}
      </FormGrid>
    </Dialog>
  );
}
