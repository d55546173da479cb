// Backlog / Releases / Roadmap / Value × Effort, switched inside the main screen (spec 2).
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { setMode, view, type BoardView } from '../../../store/view';
import { CalendarIcon, ListIcon, MatrixIcon, RoadmapIcon } from '../../../ui';

const Tabs = styled.div`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: 2px;
  padding: 3px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgSubtle};
`;

const Tab = styled.button`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  gap: 2px;
  padding: 6px 4px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  text-align: center;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.color.text};
  }
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    box-shadow: ${({ theme }) => theme.shadow.xs};
  }
`;

const VIEWS: { mode: BoardView; label: string; icon: typeof ListIcon }[] = [
  { mode: 'backlog', label: 'Backlog', icon: ListIcon },
  { mode: 'releases', label: 'Releases', icon: CalendarIcon },
  { mode: 'roadmap', label: 'Roadmap', icon: RoadmapIcon },
  { mode: 'matrix', label: 'Value × Effort', icon: MatrixIcon },
];

export function ViewSwitch() {
  const { mode } = useSnapshot(view);
  return (
    <Tabs role="tablist" aria-label="View">
      {VIEWS.map(({ mode: value, label, icon: Icon }) => (
        <Tab
          key={value}
          type="button"
          role="tab"
          aria-selected={mode === value}
          onClick={() => setMode(value)}
        >
          <Icon size={16} />
          {label}
        </Tab>
      ))}
    </Tabs>
  );
}
