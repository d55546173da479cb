// A native checkbox drawn to match the theme, with an optional label and an indeterminate ("some") state.
import { useEffect, useRef, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';

const Label = styled.label<{ $disabled?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSize.md};
  color: ${({ theme }) => theme.color.text};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.55 : 1)};
  user-select: none;
`;

const checkSvg = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='white' stroke-width='3.2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='M20 6 9 17l-5-5'/%3E%3C/svg%3E")`;
const dashSvg = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='white' stroke-width='3.2' stroke-linecap='round'%3E%3Cpath d='M6 12h12'/%3E%3C/svg%3E")`;

const Box = styled.input`
  appearance: none;
  flex: none;
  width: 16px;
  height: 16px;
  margin: 0;
  border: 1.5px solid ${({ theme }) => theme.neutral[400]};
  border-radius: ${({ theme }) => theme.radius.xs};
  background: ${({ theme }) => theme.color.surface} center / 12px no-repeat;
  cursor: inherit;
  transition:
    background-color ${({ theme }) => theme.motion.fast} ease,
    border-color ${({ theme }) => theme.motion.fast} ease;
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.color.accent};
  }
  &:checked,
  &:indeterminate {
    background-color: ${({ theme }) => theme.color.accent};
    border-color: ${({ theme }) => theme.color.accent};
  }
  &:checked {
    background-image: ${checkSvg};
  }
  &:indeterminate {
    background-image: ${dashSvg};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  /** Visible label; without one, pass aria-label. */
  label?: ReactNode;
  /** Shows a dash: some, not all, of what this box controls is selected. */
  indeterminate?: boolean;
}

export function Checkbox({ label, indeterminate = false, className, ref, disabled, ...rest }: CheckboxProps) {
  const inner = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    if (inner.current) inner.current.indeterminate = indeterminate;
  }, [indeterminate]);

  const setRef = (node: HTMLInputElement | null) => {
    inner.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };

  const box = (
    <Box
      type="checkbox"
      ref={setRef}
      disabled={disabled}
      aria-checked={indeterminate ? 'mixed' : undefined}
      {...rest}
    />
  );
  if (label == null) return box;
  return (
    <Label className={className} $disabled={disabled}>
      {box}
      <span>{label}</span>
    </Label>
  );
}
