// A small on/off switch (role="switch") for a release's roadmap visibility.
import styled from 'styled-components';

const Track = styled.button`
  position: relative;
  flex: none;
  width: 34px;
  height: 20px;
  margin: 0 6px 0 0;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.neutral[300]};
  transition: background-color ${({ theme }) => theme.motion.fast} ease;
  &[aria-checked='true'] {
    background: ${({ theme }) => theme.color.accent};
  }
  &::after {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    width: 16px;
    height: 16px;
    border-radius: 50%;
    background: #fff;
    box-shadow: ${({ theme }) => theme.shadow.sm};
    transition: transform ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.ease};
  }
  &[aria-checked='true']::after {
    transform: translateX(14px);
  }
`;

export interface VisibilitySwitchProps {
  checked: boolean;
  label: string;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

export function VisibilitySwitch({ checked, label, disabled, onChange }: VisibilitySwitchProps) {
  return (
    <Track
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      title={checked ? 'Shown on the roadmap' : 'Hidden from the roadmap'}
      disabled={disabled}
      onClick={() => onChange(!checked)}
    />
  );
}
