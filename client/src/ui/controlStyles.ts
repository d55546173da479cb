// The look shared by text inputs, textareas and selects: border, focus ring, invalid and disabled states.
import { css } from 'styled-components';

export const controlStyles = css`
  width: 100%;
  min-width: 0;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.fontSize.md};
  box-shadow: ${({ theme }) => theme.shadow.xs};
  transition:
    border-color ${({ theme }) => theme.motion.fast} ease,
    box-shadow ${({ theme }) => theme.motion.fast} ease;

  &::placeholder {
    color: ${({ theme }) => theme.color.textSubtle};
  }
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.neutral[400]};
  }
  &:focus-visible,
  &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.color.accent};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.color.focusRing};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
  &[aria-invalid='true']:focus {
    box-shadow: 0 0 0 3px ${({ theme }) => theme.color.dangerSoft};
  }
  &:disabled {
    background: ${({ theme }) => theme.color.bgSubtle};
    color: ${({ theme }) => theme.color.textSubtle};
    cursor: not-allowed;
  }
`;
