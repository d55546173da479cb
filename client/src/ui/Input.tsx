// Single-line text input; inside a <Field> it picks up its label, hint and error wiring.
import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { controlStyles } from './controlStyles';
import { useFieldControl } from './Field';

const heights = { sm: 28, md: 34, lg: 42 };

const StyledInput = styled.input<{ $size: keyof typeof heights }>`
  ${controlStyles}
  height: ${({ $size }) => heights[$size]}px;
  padding: 0 ${({ $size }) => ($size === 'sm' ? 8 : 12)}px;
`;

export interface InputProps extends Omit<ComponentPropsWithRef<'input'>, 'size'> {
  size?: keyof typeof heights;
}

export function Input({ size = 'md', type = 'text', ...props }: InputProps) {
  return <StyledInput type={type} $size={size} {...useFieldControl(props)} />;
}
