// A square button holding only an icon; its aria-label is required because there is no visible text.
import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Spinner } from './Spinner';

type IconButtonVariant = 'ghost' | 'secondary' | 'primary' | 'danger';
type IconButtonSize = 'sm' | 'md' | 'lg';

const dimension: Record<IconButtonSize, number> = { sm: 26, md: 32, lg: 40 };

const Square = styled.button<{ $variant: IconButtonVariant; $size: IconButtonSize }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ $size }) => dimension[$size]}px;
  height: ${({ $size }) => dimension[$size]}px;
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  transition:
    background-color ${({ theme }) => theme.motion.fast} ease,
    color ${({ theme }) => theme.motion.fast} ease;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.surfaceHover};
    color: ${({ theme }) => theme.color.text};
  }
  &:active:not(:disabled) {
    background: ${({ theme }) => theme.color.surfaceActive};
  }
  &:disabled {
    opacity: 0.45;
  }
  ${({ $variant, theme }) =>
    $variant === 'secondary' &&
    css`
      background: ${theme.color.surface};
      border-color: ${theme.color.borderStrong};
      box-shadow: ${theme.shadow.xs};
    `}
  ${({ $variant, theme }) =>
    $variant === 'primary' &&
    css`
      background: ${theme.color.accent};
      color: ${theme.color.onAccent};
      &:hover:not(:disabled) {
        background: ${theme.color.accentHover};
        color: ${theme.color.onAccent};
      }
    `}
  ${({ $variant, theme }) =>
    $variant === 'danger' &&
    css`
      color: ${theme.color.danger};
      &:hover:not(:disabled) {
        background: ${theme.color.dangerSoft};
        color: ${theme.color.danger};
      }
    `}
`;

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'aria-label' | 'children'> {
  /** What the button does, read by screen readers (and a good tooltip text). */
  'aria-label': string;
  icon: ReactNode;
  variant?: IconButtonVariant;
  size?: IconButtonSize;
  loading?: boolean;
}

export function IconButton({
  icon,
  variant = 'ghost',
  size = 'md',
  loading = false,
  disabled,
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <Square
      type={type}
      $variant={variant}
      $size={size}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size={14} label={null} /> : icon}
    </Square>
  );
}
