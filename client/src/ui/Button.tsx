// The app's button: primary/secondary/ghost/danger in three sizes, with a loading state that keeps its width.
import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  $variant?: ButtonVariant;
  $size?: ButtonSize;
  $fullWidth?: boolean;
}

const sizes = {
  sm: css`
    height: 28px;
    padding-inline: 10px;
    font-size: ${({ theme }) => theme.fontSize.sm};
    gap: 6px;
  `,
  md: css`
    height: 34px;
    padding-inline: 14px;
    font-size: ${({ theme }) => theme.fontSize.md};
    gap: 8px;
  `,
  lg: css`
    height: 42px;
    padding-inline: 20px;
    font-size: ${({ theme }) => theme.fontSize.lg};
    gap: 8px;
  `,
};

const variants = {
  primary: css`
    background: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.onAccent};
    box-shadow:
      ${({ theme }) => theme.shadow.xs},
      inset 0 1px 0 rgba(255, 255, 255, 0.14);
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.color.accentHover};
    }
    &:active:not(:disabled) {
      background: ${({ theme }) => theme.color.accentActive};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    border-color: ${({ theme }) => theme.color.borderStrong};
    box-shadow: ${({ theme }) => theme.shadow.xs};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.color.surfaceHover};
    }
    &:active:not(:disabled) {
      background: ${({ theme }) => theme.color.surfaceActive};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.color.textMuted};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.color.surfaceHover};
      color: ${({ theme }) => theme.color.text};
    }
    &:active:not(:disabled) {
      background: ${({ theme }) => theme.color.surfaceActive};
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.color.dangerSolid};
    color: #fff;
    box-shadow: ${({ theme }) => theme.shadow.xs};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.color.dangerHover};
    }
  `,
};

/** Shared by <Button> and <ButtonLink> so links can look like buttons. */
export const buttonStyles = css<ButtonStyleProps>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  font-family: inherit;
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  line-height: 1;
  white-space: nowrap;
  text-decoration: none;
  user-select: none;
  transition:
    background-color ${({ theme }) => theme.motion.fast} ease,
    border-color ${({ theme }) => theme.motion.fast} ease,
    color ${({ theme }) => theme.motion.fast} ease,
    transform ${({ theme }) => theme.motion.fast} ease;
  ${({ $size = 'md' }) => sizes[$size]}
  ${({ $variant = 'secondary' }) => variants[$variant]}
  &:active:not(:disabled) {
    transform: translateY(0.5px);
  }
  &:disabled {
    opacity: 0.55;
  }
  &[aria-busy='true'] {
    opacity: 1;
    cursor: progress;
  }
`;

const StyledButton = styled.button<ButtonStyleProps>`
  ${buttonStyles}
`;

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Shows a spinner, disables the button and marks it busy. */
  loading?: boolean;
  /** Icon before the label (replaced by the spinner while loading). */
  icon?: ReactNode;
  /** Icon after the label. */
  trailingIcon?: ReactNode;
}

export function Button({
  variant = 'secondary',
  size = 'md',
  fullWidth,
  loading = false,
  icon,
  trailingIcon,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size={size === 'lg' ? 16 : 14} label={null} /> : icon}
      {children}
      {trailingIcon}
    </StyledButton>
  );
}
