// The releases overview (spec 2, docs/decisions.md 3): the selected project's releases in release order, each
// with progress, sprints and unassigned features; 'New Release' opens the release dialog's add form. An
// unassigned feature is dragged onto a sprint or a release (useOverviewDnd).
import { DndContext, DragOverlay } from '@dnd-kit/core';
import { useMemo } from 'react';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import type { Card } from '../../../../../common/schemas/cards';
import type { Release } from '../../../../../common/schemas/releases';
import { board } from '../../../store/board';
import { openDialog } from '../../../store/dialogs';
import { Button, EmptyState, LayersIcon, PlusIcon, Spinner } from '../../../ui';
import { useScoringSetting } from '../backlog/useScoringSetting';
import { ReleaseCard } from './ReleaseCard';
import { CardChipContent } from './UnassignedCardChip';
import { releasesOverview } from './overviewModel';
import { LiftedCardChip } from './releaseCardStyles';
import { useOverviewDnd } from './useOverviewDnd';
import { ViewBar, ViewCenter, ViewHeading, ViewPage } from './viewChrome';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 360px), 1fr));
  align-items: start;
  gap: 16px;
`;

const newRelease = () => openDialog('releases', { releasesMode: 'add' });

function NewReleaseButton() {
  return (
    <Button variant="primary" icon={<PlusIcon />} onClick={newRelease}>
      New Release
    </Button>
  );
}

export function ReleasesOverview() {
  const snap = useSnapshot(board);
  const releases = snap.releases as Record<number, Release>;
  const cards = snap.cards as Record<number, Card>;
  const deck = useScoringSetting();
  const summaries = useMemo(
    () =>
      releasesOverview(
        Object.values(releases),
        Object.values(cards).filter((card) => card.id > 0),
        deck,
      ),
    [releases, cards, deck],
  );
  const dnd = useOverviewDnd();

  if (snap.status === 'idle') return null;
  if (snap.status !== 'ready') {
    return (
      <ViewPage>
        <ViewCenter>
          {snap.status === 'error' ? (
            <p>Failed to load project data</p>
          ) : (
            <Spinner size={24} label="Loading releases" />
          )}
        </ViewCenter>
      </ViewPage>
    );
  }

  const dragged = dnd.activeId === null ? undefined : cards[dnd.activeId];
  const planned = summaries.reduce((sum, summary) => sum + summary.progress.total, 0);
  const empty = summaries.length === 0;
  return (
    <ViewPage aria-label="Releases">
      <ViewBar>
        <ViewHeading>
          <h2>Releases</h2>
          {empty ? null : (
            <p>
              {summaries.length === 1 ? '1 release' : `${summaries.length} releases`} ·{' '}
              {planned === 1 ? '1 feature planned' : `${planned} features planned`}
            </p>
          )}
        </ViewHeading>
        {/* The empty state below carries its own button. */}
        {empty ? null : <NewReleaseButton />}
      </ViewBar>
      {empty ? (
        <EmptyState
          icon={<LayersIcon size={22} />}
          title="No releases yet"
          text="Group features into releases and sprints to see their progress here."
          action={<NewReleaseButton />}
        />
      ) : (
        <DndContext {...dnd.context}>
          <Grid>
            {summaries.map((summary) => (
              <ReleaseCard key={summary.release.id} summary={summary} />
            ))}
          </Grid>
          <DragOverlay dropAnimation={null}>
            {dragged ? (
              <LiftedCardChip>
                <CardChipContent card={dragged} />
              </LiftedCardChip>
            ) : null}
          </DragOverlay>
        </DndContext>
      )}
    </ViewPage>
  );
}
