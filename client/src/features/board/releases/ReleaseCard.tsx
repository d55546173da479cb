// One release on the overview: name, dates, description, progress, its points, up to 3 sprints (each with its
// card count and points) and the features of the release that are in no sprint yet (each opens its card dialog, and is dragged onto a sprint or
// another release: both are drop targets).
import { useDroppable } from '@dnd-kit/core';
import { estimateTotalText, pointsText } from '../../../../../common/board/estimates';
import { plural } from '../../../../../common/plural';
import type { Release, Sprint } from '../../../../../common/schemas/releases';
import type { Card } from '../../../../../common/schemas/cards';
import { Badge, CalendarIcon, IconButton, PencilIcon } from '../../../ui';
import { openDialog } from '../../../store/dialogs';
import { dateRange } from '../../roadmap/dates';
import { releaseDropId, sprintDropId } from './dropIds';
import { UnassignedCardChip } from './UnassignedCardChip';
import { Progress } from './Progress';
import type { ReleaseSummary } from './overviewModel';
import {
  Article,
  Count,
  Dates,
  Description,
  CardChipList,
  Head,
  More,
  Name,
  Points,
  Section,
  SectionTitle,
  SprintGrid,
  SprintTile,
} from './releaseCardStyles';

/** A sprint, and a drop target for features. */
function SprintDrop({ sprint, count, points }: { sprint: Sprint; count: number; points: number }) {
  const { setNodeRef, isOver } = useDroppable({ id: sprintDropId(sprint.releaseId, sprint.id) });
  return (
    <SprintTile ref={setNodeRef} data-sprint-id={sprint.id} data-over={isOver ? 'true' : undefined}>
      <strong title={sprint.name}>{sprint.name}</strong>
      <span>
        {dateRange(sprint.startDate, sprint.endDate)} · {plural(count, 'card')} · {pointsText(points)}
      </span>
    </SprintTile>
  );
}

export function ReleaseCard({ summary }: { summary: ReleaseSummary<Release, Card> }) {
  const { release, progress, estimates, sprints, moreSprints, unassigned, moreUnassigned } = summary;
  const { sprintCounts, sprintPoints } = summary;
  const titleId = `release-${release.id}-name`;
  const { setNodeRef, isOver } = useDroppable({ id: releaseDropId(release.id) });
  return (
    <Article
      ref={setNodeRef}
      aria-labelledby={titleId}
      data-release-id={release.id}
      data-over={isOver ? 'true' : undefined}
    >
      <Head>
        <div>
          <Name id={titleId}>{release.name}</Name>
          <Dates>
            <CalendarIcon size={13} aria-hidden="true" />
            {dateRange(release.startDate, release.endDate)}
          </Dates>
        </div>
        {release.roadmapVisible ? null : <Badge tone="outline">Hidden on roadmap</Badge>}
        <IconButton
          aria-label={`Edit ${release.name}`}
          icon={<PencilIcon size={15} />}
          size="sm"
          onClick={() => openDialog('releases')}
        />
      </Head>
      {release.description ? <Description>{release.description}</Description> : null}
      <Progress done={progress.done} total={progress.total} />
      <Points>{estimateTotalText(estimates)}</Points>

      <Section aria-label="Sprints">
        <SectionTitle>
          Sprints <Count>{sprints.length + moreSprints}</Count>
        </SectionTitle>
        {sprints.length === 0 ? (
          <More>No sprints yet</More>
        ) : (
          <SprintGrid>
            {sprints.map((sprint) => (
              <SprintDrop
                key={sprint.id}
                sprint={sprint}
                count={sprintCounts.get(sprint.id) ?? 0}
                points={sprintPoints.get(sprint.id) ?? 0}
              />
            ))}
          </SprintGrid>
        )}
        {moreSprints > 0 ? (
          <More>{`+${moreSprints} more ${moreSprints === 1 ? 'sprint' : 'sprints'}`}</More>
        ) : null}
      </Section>

      <Section aria-label="Unassigned features">
        <SectionTitle>
          Unassigned features <Count>{unassigned.length + moreUnassigned}</Count>
        </SectionTitle>
        {unassigned.length === 0 && moreUnassigned === 0 ? <More>Every feature is in a sprint</More> : null}
        {unassigned.length > 0 ? (
          <CardChipList>
            {unassigned.map((card) => (
              <li key={card.id}>
                <UnassignedCardChip card={card} />
              </li>
            ))}
          </CardChipList>
        ) : null}
        {moreUnassigned > 0 ? <More>{`+${moreUnassigned} more`}</More> : null}
      </Section>
    </Article>
  );
}
