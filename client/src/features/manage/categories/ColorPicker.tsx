// The use-case colour picker (spec 2): a swatch button opening a popover with 'Choose a color', the preset
// palette in 6 columns (white drawn with a grey border) and 'Selected: {colour}'.
import styled, { css } from 'styled-components';
import { CheckIcon, colorName, needsSwatchBorder, Popover, USE_CASE_COLORS } from '../../../ui';

const swatch = css<{ $color: string }>`
  flex: none;
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ $color }) => $color};
  box-shadow: ${({ $color, theme }) =>
    needsSwatchBorder($color)
      ? `inset 0 0 0 1px ${theme.neutral[400]}`
      : 'inset 0 0 0 1px rgba(0, 0, 0, 0.08)'};
`;

/** Dark tick on light colours (white, yellow, lime), white elsewhere. */
function checkColorOn(hex: string) {
  const n = parseInt(hex.replace('#', ''), 16);
  const luminance = 0.2126 * ((n >> 16) & 255) + 0.7152 * ((n >> 8) & 255) + 0.0722 * (n & 255);
  return luminance > 160 ? '#111318' : '#FFFFFF';
}

const Trigger = styled.button<{ $color: string; $small: boolean }>`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: ${({ $small }) => ($small ? 28 : 34)}px;
  height: ${({ $small }) => ($small ? 28 : 34)}px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.xs};
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.surfaceHover};
  }
  &::after {
    content: '';
    width: ${({ $small }) => ($small ? 14 : 18)}px;
    height: ${({ $small }) => ($small ? 14 : 18)}px;
    ${swatch}
  }
`;

const Heading = styled.h4`
  margin-bottom: 10px;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(6, 28px);
  gap: 8px;
`;

const Choice = styled.button<{ $color: string }>`
  ${swatch}
  display: grid;
  place-items: center;
  width: 28px;
  height: 28px;
  padding: 0;
  border: 0;
  color: ${({ $color }) => checkColorOn($color)};
  transition: transform ${({ theme }) => theme.motion.fast} ease;
  &:hover {
    transform: scale(1.1);
  }
  &[aria-pressed='true'] {
    outline: 2px solid ${({ theme }) => theme.color.accent};
    outline-offset: 2px;
  }
`;

const Selected = styled.p`
  margin-top: 10px;
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.color.textMuted};
  & > strong {
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.fontWeight.medium};
  }
`;

export interface ColorPickerProps {
  value: string;
  onChange: (hex: string) => void;
  /** Names the trigger for screen readers, e.g. 'Color of Onboarding'. */
  label?: string;
  disabled?: boolean;
  /** The compact trigger used inside list rows. */
  small?: boolean;
}

export function ColorPicker({ value, onChange, label = 'Color', disabled, small = false }: ColorPickerProps) {
  return (
    <Popover
      label="Choose a color"
      placement="bottom-start"
      content={(close) => (
        <div>
          <Heading>Choose a color</Heading>
          <Grid role="group" aria-label="Preset colors">
            {USE_CASE_COLORS.map((color) => {
              const selected = color.hex.toLowerCase() === value.toLowerCase();
              return (
                <Choice
                  key={color.hex}
                  type="button"
                  $color={color.hex}
                  aria-label={color.name}
                  aria-pressed={selected}
                  title={color.name}
                  onClick={() => {
                    onChange(color.hex);
                    close();
                  }}
                >
                  {selected ? <CheckIcon size={14} strokeWidth={3} /> : null}
                </Choice>
              );
            })}
          </Grid>
          <Selected>
            Selected: <strong>{colorName(value)}</strong>
          </Selected>
        </div>
      )}
    >
      <Trigger
        type="button"
        $color={value}
        $small={small}
        disabled={disabled}
        aria-label={`${label}: ${colorName(value)}`}
      />
    </Popover>
  );
}
