// The 'add a use case' line of Manage Use Cases: colour + name + Add, refused while empty, pending or a
// duplicate (spec 5), with the duplicate message shown inline.
import type { FormEvent, Ref } from 'react';
import styled from 'styled-components';
import { Button, Input, PlusIcon } from '../../../ui';
import { ColorPicker } from './ColorPicker';
import { DUPLICATE_NAME } from './categoryRules';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin-bottom: 16px;
`;

const Line = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
`;

const Problem = styled.p`
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  color: ${({ theme }) => theme.color.danger};
`;

export interface AddCategoryProps {
  name: string;
  color: string;
  duplicate: boolean;
  pending: boolean;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onNameChange: (name: string) => void;
  onColorChange: (color: string) => void;
  onAdd: () => void;
}

export function AddCategory(props: AddCategoryProps) {
  const { name, color, duplicate, pending, disabled } = props;
  const canAdd = !disabled && name.trim() !== '' && !pending && !duplicate;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (canAdd) props.onAdd();
  }

  return (
    <Form onSubmit={submit} noValidate>
      <Label htmlFor="new-use-case-name">Add a use case</Label>
      <Line>
        <ColorPicker value={color} onChange={props.onColorChange} label="Color of the new use case" />
        <Input
          id="new-use-case-name"
          ref={props.inputRef}
          placeholder="Use case name"
          value={name}
          maxLength={100}
          disabled={disabled}
          aria-invalid={duplicate || undefined}
          aria-describedby={duplicate ? 'new-use-case-problem' : undefined}
          onChange={(event) => props.onNameChange(event.target.value)}
        />
        <Button type="submit" variant="primary" icon={<PlusIcon />} disabled={!canAdd} loading={pending}>
          Add
        </Button>
      </Line>
      {duplicate ? (
        <Problem id="new-use-case-problem" role="alert">
          {DUPLICATE_NAME.title}: {DUPLICATE_NAME.description}
        </Problem>
      ) : null}
    </Form>
  );
}
