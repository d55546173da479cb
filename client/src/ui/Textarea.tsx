// Multi-line text input; inside a <Field> it picks up its label, hint and error wiring.
import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { controlStyles } from './controlStyles';
import { useFieldControl } from './Field';

const StyledTextarea = styled.textarea`
  ${controlStyles}
  display: block;
  min-height: 88px;
  padding: 8px 12px;
  line-height: ${({ theme }) => theme.lineHeight.normal};
  resize: vertical;
`;

export type TextareaProps = ComponentPropsWithRef<'textarea'>;

export function Textarea({ rows = 4, ...props }: TextareaProps) {
  return <StyledTextarea rows={rows} {...useFieldControl(props)} />;
}
