// The card's colour as a row of preset swatches: native radio buttons (arrow keys move the choice), each
// named for screen readers; a custom colour the card already has is kept as an extra swatch.
import styled from 'styled-components';
import { CARD_FIELD_LABELS } from '../../../../../common/cardFields';
import { CheckIcon, USE_CASE_COLORS, colorName, needsSwatchBorder, visuallyHidden } from '../../../ui';

const Group = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  margin-bottom: 6px;
  padding: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Radio = styled.input`
  ${visuallyHidden}
`;

const Swatch = styled.span<{ $color: string; $border: boolean }>`
  display: grid;
  place-items: center;
  width: 26px;
  height: 26px;
  border-radius: 50%;
  background: ${({ $color }) => $color};
  color: ${({ $border }) => ($border ? '#17191E' : '#fff')};
  box-shadow: inset 0 0 0 1px
    ${({ $border, theme }) => ($border ? theme.color.borderStrong : 'rgba(0,0,0,0.08)')};
  cursor: pointer;
  transition: transform ${({ theme }) => theme.motion.fast} ease;
  &:hover {
    transform: scale(1.08);
  }
  input:focus-visible + & {
    outline: 2px solid ${({ theme }) => theme.color.accent};
    outline-offset: 2px;
  }
  input:disabled + & {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export function ColorSwatches({ value, onChange }: { value: string; onChange: (color: string) => void }) {
  const presets = USE_CASE_COLORS.map((c) => c.hex);
  const choices = presets.some((hex) => hex.toLowerCase() === value.toLowerCase())
    ? presets
    : [...presets, value];
  return (
    <Group>
      <Legend>{CARD_FIELD_LABELS.color}</Legend>
      <Row>
        {choices.map((hex) => {
          const checked = hex.toLowerCase() === value.toLowerCase();
          return (
            <label key={hex} title={colorName(hex)}>
              <Radio
                type="radio"
                name="card-colour"
                value={hex}
                checked={checked}
                aria-label={colorName(hex)}
                onChange={() => onChange(hex)}
              />
              <Swatch $color={hex} $border={needsSwatchBorder(hex)} aria-hidden="true">
                {checked ? <CheckIcon size={14} /> : null}
              </Swatch>
            </label>
          );
        })}
      </Row>
    </Group>
  );
}
