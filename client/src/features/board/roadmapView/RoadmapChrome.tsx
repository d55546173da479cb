// Around the roadmap table: the toolbar (title, counts, status legend and the actions the view puts there,
// such as 'Present'), the empty state and the loading / failure states.
import type { ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { CARD_STATUSES, CARD_STATUS_LABELS } from '../../../../../common/schemas/cards';
import { openDialog } from '../../../store/dialogs';
import { Button, EmptyState, PlusIcon, RoadmapIcon, Spinner } from '../../../ui';
import { ViewBar, ViewCenter, ViewHeading, ViewPage } from '../releases/viewChrome';
import { plural } from '../../../../../common/plural';

const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.color.textMuted};
  & li {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
`;

const Dot = styled.span<{ $status: (typeof CARD_STATUSES)[number] }>`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme, $status }) => theme.status[$status].solid};
`;

export interface RoadmapToolbarProps {
  useCases: number;
  releases: number;
  cards: number;
  /** Cards the sidebar's filters let through. */
  shown: number;
  /** Nothing to plan yet: the title alone. */
  empty?: boolean;
  /** Buttons at the toolbar's end (the roadmap view puts 'Present' there). */
  actions?: ReactNode;
}

export function RoadmapToolbar(props: RoadmapToolbarProps) {
  const cards = plural(props.cards, 'card', 'cards');
  return (
    <ViewBar>
      <ViewHeading>
        <h2>Roadmap</h2>
        {props.empty ? null : (
          <p>
            {plural(props.useCases, 'use case', 'use cases')} ·{' '}
            {plural(props.releases, 'release', 'releases')} ·{' '}
            {props.shown === props.cards ? cards : `${props.shown} of ${cards} shown`}
          </p>
        )}
      </ViewHeading>
      {props.empty ? null : (
        <Tools>
          <Legend aria-label="Status colours">
            {CARD_STATUSES.map((status) => (
              <li key={status}>
                <Dot $status={status} aria-hidden="true" />
                {CARD_STATUS_LABELS[status]}
              </li>
            ))}
          </Legend>
          {props.actions}
        </Tools>
      )}
    </ViewBar>
  );
}

export function RoadmapEmpty() {
  return (
    <EmptyState
      icon={<RoadmapIcon size={22} />}
      title="Nothing to plan yet"
      text="Add use cases and releases to lay out your roadmap: use cases become rows, releases become columns."
      action={
        <Tools>
          <Button onClick={() => openDialog('useCases')}>Manage Use Cases</Button>
          <Button
            variant="primary"
            icon={<PlusIcon />}
            onClick={() => openDialog('releases', { releasesMode: 'add' })}
          >
            New Release
          </Button>
        </Tools>
      }
    />
  );
}

export function RoadmapLoading({ failed }: { failed: boolean }) {
  return (
    <ViewPage $fill>
      <ViewCenter>
        {failed ? <p>Failed to load project data</p> : <Spinner size={24} label="Loading roadmap" />}
      </ViewCenter>
    </ViewPage>
  );
}

/** The roadmap's page: fills the main area so the table scrolls inside it. */
export function RoadmapFrame({ children, ref }: { children: ReactNode; ref?: Ref<HTMLDivElement> }) {
  return (
    <ViewPage $fill ref={ref}>
      {children}
    </ViewPage>
  );
}
