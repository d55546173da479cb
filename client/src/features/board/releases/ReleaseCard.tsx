// One release on the overview: name, dates, description, progress, up to 3 sprints and the features of
// the release that are in no sprint yet (each opens its card dialog).
import { CARD_STATUS_LABELS } from '../../../../../common/schemas/cards';
import type { Card, Release } from '../../../api/workspace';
import { Badge, CalendarIcon, IMPACT_EMOJI, IMPACT_LABELS, IconButton, PencilIcon } from '../../../ui';
import { openDialog } from '../../../store/dialogs';
import { openCard } from '../card/cardHash';
import { dateRange } from '../../roadmap/dates';
import { Progress } from './Progress';
import type { ReleaseSummary } from './overviewModel';
import {
  Article,
  Count,
  Dates,
  Description,
  FeatureButton,
  FeatureList,
  Head,
  More,
  Name,
  Section,
  SectionTitle,
  SprintGrid,
  SprintTile,
  StatusDot,
} from './releaseCardStyles';

const cardCount = (n: number) => (n === 1 ? '1 card' : `${n} cards`);

export function ReleaseCard({ summary }: { summary: ReleaseSummary<Release, Card> }) {
  const { release, progress, sprints, moreSprints, unassigned, moreUnassigned, sprintCounts } = summary;
  const titleId = `release-${release.id}-name`;
  return (
    <Article aria-labelledby={titleId} data-release-id={release.id}>
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

      <Section aria-label="Sprints">
        <SectionTitle>
          Sprints <Count>{sprints.length + moreSprints}</Count>
        </SectionTitle>
        {sprints.length === 0 ? (
          <More>No sprints yet</More>
        ) : (
          <SprintGrid>
            {sprints.map((sprint) => (
              <SprintTile key={sprint.id} data-sprint-id={sprint.id}>
                <strong title={sprint.name}>{sprint.name}</strong>
                <span>
                  {dateRange(sprint.startDate, sprint.endDate)} ·{' '}
                  {cardCount(sprintCounts.get(sprint.id) ?? 0)}
                </span>
              </SprintTile>
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
          <FeatureList>
            {unassigned.map((card) => (
              <li key={card.id}>
                <FeatureButton
                  type="button"
                  data-card-id={card.id}
                  aria-label={`${card.externalId} ${card.title}, ${CARD_STATUS_LABELS[card.status]}`}
                  onClick={() => openCard(card.id)}
                >
                  <StatusDot
                    $status={card.status}
                    title={CARD_STATUS_LABELS[card.status]}
                    aria-hidden="true"
                  />
                  {/* spaces keep the id and the title two words for the name check (WCAG 2.5.3) */}
                  <code>{card.externalId}</code> <span>{card.title}</span>{' '}
                  <em title={IMPACT_LABELS[card.priority]}>{IMPACT_EMOJI[card.priority]}</em>
                </FeatureButton>
              </li>
            ))}
          </FeatureList>
        ) : null}
        {moreUnassigned > 0 ? <More>{`+${moreUnassigned} more`}</More> : null}
      </Section>
    </Article>
  );
}
