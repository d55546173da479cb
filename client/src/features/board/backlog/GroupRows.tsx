// A group's header (collapse toggle, marker, name, count) and an empty group's drop zone. Both are drop
// targets: a card dropped on them moves into that group (its status / impact / use case / release).
import { memo } from 'react';
import { useDroppable } from '@dnd-kit/core';
import styled, { css } from 'styled-components';
import type { CardStatus, GroupBy, Impact } from '../../../../../common/schemas/cards';
import { ChevronDownIcon, ChevronRightIcon, ImpactIcon, needsSwatchBorder } from '../../../ui';
import { ROW_HEIGHT } from './columns';
import { emptyRowId, groupRowId, type GroupInfo } from './rows';

const dropHighlight = css`
  background: ${({ theme }) => theme.color.accentSoft};
  box-shadow: inset 0 0 0 2px ${({ theme }) => theme.color.accent};
`;

const Header = styled.div<{ $over: boolean }>`
  position: absolute;
  left: 0;
  right: 0;
  display: flex;
  align-items: center;
  gap: 8px;
  height: ${ROW_HEIGHT.group}px;
  padding: 10px 12px 0 6px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.bgSubtle};
  ${({ $over }) => $over && dropHighlight}
`;

const HeaderCell = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  min-width: 0;
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-width: 0;
  height: 28px;
  padding: 0 8px 0 4px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: none;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  &:hover {
    background: ${({ theme }) => theme.color.surfaceHover};
  }
  & > svg {
    flex: none;
    color: ${({ theme }) => theme.color.textSubtle};
  }
`;

const Name = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Swatch = styled.span<{ $color: string; $border: boolean }>`
  flex: none;
  width: 10px;
  height: 10px;
  border-radius: 3px;
  background: ${({ $color }) => $color};
  box-shadow: ${({ $border, theme }) => ($border ? `inset 0 0 0 1px ${theme.neutral[400]}` : 'none')};
`;

const Count = styled.span`
  min-width: 22px;
  padding: 1px 7px;
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-variant-numeric: tabular-nums;
  text-align: center;
`;

const StatusSwatch = styled.span<{ $status: CardStatus }>`
  flex: none;
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme, $status }) => theme.status[$status]?.solid ?? theme.color.textSubtle};
`;

function Marker({ group, groupBy }: { group: GroupInfo; groupBy: GroupBy }) {
  if (groupBy === 'priority') return <ImpactIcon impact={group.value as Impact} decorative />;
  if (groupBy === 'status') return <StatusSwatch $status={group.value as CardStatus} />;
  if (groupBy === 'category' && group.color)
    return <Swatch $color={group.color} $border={needsSwatchBorder(group.color)} aria-hidden="true" />;
  return null;
}

interface GroupHeaderRowProps {
  group: GroupInfo;
  groupBy: GroupBy;
  top: number;
  rowIndex: number;
  onToggleCollapse: (key: string) => void;
}

export const GroupHeaderRow = memo(function GroupHeaderRow(props: GroupHeaderRowProps) {
  const { group, groupBy, top, rowIndex, onToggleCollapse } = props;
  const { setNodeRef, isOver } = useDroppable({ id: groupRowId(group.key) });
  return (
    <Header
      ref={setNodeRef}
      role="row"
      aria-rowindex={rowIndex}
      data-group-key={group.key}
      $over={isOver}
      style={{ top }}
    >
      <HeaderCell role="rowheader">
        <Toggle
          type="button"
          aria-expanded={!group.collapsed}
          aria-label={`${group.label}, ${group.count} card${group.count === 1 ? '' : 's'}`}
          onClick={() => onToggleCollapse(group.key)}
        >
          {group.collapsed ? <ChevronRightIcon size={14} /> : <ChevronDownIcon size={14} />}
          <Marker group={group} groupBy={groupBy} />
          <Name>{group.label}</Name>
        </Toggle>
        <Count aria-hidden="true">{group.count}</Count>
      </HeaderCell>
    </Header>
  );
});

const Zone = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  height: ${ROW_HEIGHT.empty}px;
  padding: 8px 12px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
`;

const ZoneInner = styled.div<{ $over: boolean }>`
  display: grid;
  place-items: center;
  height: 100%;
  border: 1px dashed ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.textSubtle};
  font-size: ${({ theme }) => theme.fontSize.sm};
  ${({ $over }) => $over && dropHighlight}
`;

export const EmptyGroupRow = memo(function EmptyGroupRow(props: {
  groupKey: string;
  top: number;
  rowIndex: number;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: emptyRowId(props.groupKey) });
  return (
    <Zone
      role="row"
      aria-rowindex={props.rowIndex}
      data-drop-zone={props.groupKey}
      style={{ top: props.top }}
    >
      <ZoneInner ref={setNodeRef} role="cell" $over={isOver}>
        No cards here · drag one in
      </ZoneInner>
    </Zone>
  );
});
