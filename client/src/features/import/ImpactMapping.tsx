// Values of the file mapped to an impact: Jira's priorities, Trello's labels. One row per value with how many
// cards carry it; each select is named "Impact for priority High" / "Impact for label Urgent".
import { useId } from 'react';
import styled from 'styled-components';
import { plural } from '../../../../common/plural';
import { IMPACTS, type Impact } from '../../../../common/schemas/cards';
import { IMPACT_EMOJI, IMPACT_LABELS, Select } from '../../ui';

const Rows = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 8px 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  @media (max-width: 560px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 9.5rem;
  align-items: center;
  gap: 10px;
`;

const Name = styled.label`
  display: flex;
  flex-direction: column;
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  color: ${({ theme }) => theme.color.text};
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: ${({ theme }) => theme.fontWeight.regular};
  }
`;

const Swatch = styled.i<{ $color: string }>`
  display: inline-block;
  width: 8px;
  height: 8px;
  margin-right: 6px;
  border-radius: 50%;
  background: ${({ $color }) => $color};
`;

/** The select's value for "sets no impact". */
const NONE = '';

interface ImpactChoice {
  key: string;
  name: string;
  cards: number;
  impact: Impact | null;
  /** A Trello label's colour name ("green"), drawn as a dot. */
  color?: string | null;
}

export interface ImpactMappingProps {
  /** How a value is called: "priority", "label". */
  noun: string;
  choices: readonly ImpactChoice[];
  /** Offer "No impact" (Trello labels); a Jira priority always maps to one. */
  allowNone?: boolean;
  onChange: (key: string, impact: Impact | null) => void;
  disabled?: boolean;
}

const impactChoiceLabel = (noun: string, name: string) => `Impact for ${noun} ${name}`;

/** Trello's colour names as CSS reads them ("sky" is not one; "green_dark" → "green"). */
const cssColor = (trello: string) => {
  const base = trello.replace(/_(dark|light)$/, '');
  return base === 'sky' ? '#29b6d8' : base;
};

export function ImpactMapping({ noun, choices, allowNone, onChange, disabled }: ImpactMappingProps) {
  const base = useId();
  return (
    <Rows>
      {choices.map((choice, index) => {
        const id = `${base}-${index}`;
        const shown = choice.name || `(no ${noun})`;
        return (
          <Row key={choice.key}>
            <Name htmlFor={id} title={shown}>
              <span>
                {choice.color ? <Swatch $color={cssColor(choice.color)} aria-hidden="true" /> : null}
                {shown}
              </span>
              <small>{plural(choice.cards, 'card')}</small>
            </Name>
            <Select
              id={id}
              size="sm"
              aria-label={impactChoiceLabel(noun, shown)}
              disabled={disabled}
              value={choice.impact ?? NONE}
              onChange={(event) => onChange(choice.key, (event.target.value || null) as Impact | null)}
            >
              {allowNone ? <option value={NONE}>No impact</option> : null}
              {IMPACTS.map((impact) => (
                <option key={impact} value={impact}>
                  {IMPACT_EMOJI[impact]} {IMPACT_LABELS[impact]}
                </option>
              ))}
            </Select>
          </Row>
        );
      })}
    </Rows>
  );
}
