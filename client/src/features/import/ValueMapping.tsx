// Values of the file mapped to one of Cardplan's: Jira's priorities and Trello's labels to an impact, Jira's
// statuses to a status. One row per value with how many cards carry it; each select is named
// "Impact for priority High", "Status for Jira status Ready for QA".
import { useId } from 'react';
import styled from 'styled-components';
import { plural } from '../../../../common/plural';
import { Select } from '../../ui';

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

/** The select's value for "none". */
const NONE = '';

export interface MappingChoice<Value extends string> {
  key: string;
  name: string;
  cards: number;
  value: Value | null;
  /** Said after the card count: "not recognised". */
  detail?: string;
  /** A Trello label's colour name ("green"), drawn as a dot. */
  color?: string | null;
}

export interface ValueMappingProps<Value extends string> {
  /** How a value of the file is called: "priority", "label", "Jira status". */
  noun: string;
  /** What it becomes: "Impact", "Status". */
  target: string;
  choices: readonly MappingChoice<Value>[];
  options: readonly { value: Value; label: string }[];
  /** The option for "none" (Trello labels: "No impact"); without it every value maps to one. */
  noneLabel?: string;
  onChange: (key: string, value: Value | null) => void;
  disabled?: boolean;
}

/** Trello's colour names as CSS reads them ("sky" is not one; "green_dark" → "green"). */
const cssColor = (trello: string) => {
  const base = trello.replace(/_(dark|light)$/, '');
  return base === 'sky' ? '#29b6d8' : base;
};

export function ValueMapping<Value extends string>(props: ValueMappingProps<Value>) {
  const { noun, target, choices, options, noneLabel, onChange, disabled } = props;
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
              <small>
                {plural(choice.cards, 'card')}
                {choice.detail ? ` · ${choice.detail}` : ''}
              </small>
            </Name>
            <Select
              id={id}
              size="sm"
              aria-label={`${target} for ${noun} ${shown}`}
              disabled={disabled}
              value={choice.value ?? NONE}
              onChange={(event) => onChange(choice.key, (event.target.value || null) as Value | null)}
            >
              {noneLabel ? <option value={NONE}>{noneLabel}</option> : null}
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          </Row>
        );
      })}
    </Rows>
  );
}
