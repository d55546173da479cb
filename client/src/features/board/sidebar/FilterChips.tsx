// One multi-value filter as toggle chips (spec 4: toggling a value adds or removes it).
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { FilterList } from '../../../../../common/board/filters';
import { setFilter } from '../../../store/view';

const Group = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  & > legend {
    margin-bottom: 6px;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: ${({ theme }) => theme.fontWeight.medium};
  }
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
`;

const Chip = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 5px;
  max-width: 100%;
  height: 26px;
  padding: 0 9px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
  cursor: pointer;
  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  &:hover {
    border-color: ${({ theme }) => theme.color.borderStrong};
    color: ${({ theme }) => theme.color.text};
  }
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.color.accent};
    background: ${({ theme }) => theme.color.accentSoft};
    color: ${({ theme }) => theme.color.accentSoftText};
  }
`;

const Dot = styled.i<{ $color: string }>`
  flex: none;
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ $color }) => $color};
  box-shadow: inset 0 0 0 1px rgba(0, 0, 0, 0.15);
`;

export interface FilterOption {
  value: string;
  label: string;
  color?: string;
  /** Drawn before the label, hidden from assistive tech (the label names it): an impact's icon. */
  icon?: ReactNode;
}

export function FilterChips({
  legend,
  list,
  options,
  selected,
}: {
  legend: string;
  list: FilterList;
  options: FilterOption[];
  selected: readonly string[];
}) {
  return (
    <Group>
      <legend>{legend}</legend>
      <Chips>
        {options.map((option) => (
          <Chip
            key={option.value}
            type="button"
            aria-pressed={selected.includes(option.value)}
            onClick={() => setFilter(list, option.value)}
          >
            {option.color && <Dot $color={option.color} />}
            {option.icon}
            <span>{option.label}</span>
          </Chip>
        ))}
      </Chips>
    </Group>
  );
}
