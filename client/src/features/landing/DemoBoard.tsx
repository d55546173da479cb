// The landing page's live demo: six sample cards in an app-like window, reorderable by drag or keyboard.
// The window and the cards draw with the page; the drag code (dnd-kit) follows in its own chunk.
import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { Avatar, FolderIcon, GripIcon, ListIcon, RoadmapIcon, LayersIcon, below } from '../../ui';
import { DemoCard, DemoList } from './DemoCard';
import { DEMO_CARDS } from './demoCards';

const SortableDemo = lazy(() => import('./SortableDemo'));

const Window = styled.section`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.xl};
  background: ${({ theme }) => theme.color.bgSubtle};
  box-shadow: ${({ theme }) => theme.shadow.xl};
  overflow: hidden;
`;

const Toolbar = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 12px 16px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
`;

const Crumb = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
  & strong {
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
`;

const Tabs = styled.div`
  display: flex;
  gap: 2px;
  margin-left: auto;
  padding: 2px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgSubtle};
  ${below('md')} {
    display: none;
  }
`;

const Tab = styled.span<{ $active?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  height: 26px;
  padding: 0 10px;
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  color: ${({ theme, $active }) => ($active ? theme.color.text : theme.color.textSubtle)};
  background: ${({ theme, $active }) => ($active ? theme.color.surface : 'transparent')};
  box-shadow: ${({ theme, $active }) => ($active ? theme.shadow.xs : 'none')};
`;

const People = styled.div`
  display: flex;
  align-items: center;
  margin-left: 4px;
  & > * + * {
    margin-left: -4px;
  }
  ${below('md')} {
    margin-left: auto;
  }
`;

const ListArea = styled.div`
  padding: 14px;
`;

const Hint = styled.p`
  display: flex;
  align-items: center;
  gap: 6px;
  margin: 0 2px 10px;
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.color.textSubtle};
`;

/** The cards as they first stand, drawn while the drag code loads (not draggable, so no test ids). */
const StillCards = () => (
  <DemoList aria-describedby="demo-hint">
    {DEMO_CARDS.map((card, index) => (
      <DemoCard key={card.id} card={card} rank={index + 1} />
    ))}
  </DemoList>
);

export function DemoBoard() {
  return (
    <Window aria-labelledby="demo-title">
      <Toolbar>
        <Crumb>
          <FolderIcon size={15} />
          <span>Acme</span>
          <span aria-hidden="true">/</span>
          <strong id="demo-title">Mobile app backlog</strong>
        </Crumb>
        <Tabs aria-hidden="true">
          <Tab $active>
            <ListIcon size={14} /> Backlog
          </Tab>
          <Tab>
            <LayersIcon size={14} /> Releases
          </Tab>
          <Tab>
            <RoadmapIcon size={14} /> Roadmap
          </Tab>
        </Tabs>
        <People role="group" aria-label="3 people viewing">
          <Avatar name="Ana Lopez" size={26} />
          <Avatar name="Ben Okafor" size={26} />
          <Avatar name="Chloé Martin" size={26} />
        </People>
      </Toolbar>
      <ListArea>
        <Hint id="demo-hint">
          <GripIcon size={12} /> Try it: drag a card to re-rank the backlog, or focus one and press Space.
        </Hint>
        <Suspense fallback={<StillCards />}>
          <SortableDemo />
        </Suspense>
      </ListArea>
    </Window>
  );
}
