// One release in 'Existing Releases': name with card count, description, dates (or 'No date set'), sprint
// count, and its actions: roadmap visibility, edit, delete.
import styled from 'styled-components';
import type { Release } from '../../../../../common/schemas/releases';
import { Badge, CalendarIcon, PencilIcon, TrashIcon } from '../../../ui';
import { formatRange } from '../shared/dates';
import { Count, MetaItem, Row, RowAction, RowActions, RowMain, RowMeta, RowTitle } from '../shared/ListParts';
import { VisibilitySwitch } from './VisibilitySwitch';

const Description = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const RoadmapLabel = styled.span`
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.color.textMuted};
  margin-right: 4px;
  @media (max-width: 640px) {
    display: none;
  }
`;

const Actions = styled(RowActions)`
  align-self: flex-start;
  padding-top: 2px;
`;

export interface ReleaseRowProps {
  release: Release;
  cardCount: number;
  onToggleVisible: (visible: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
}

export function ReleaseRow({ release, cardCount, onToggleVisible, onEdit, onDelete }: ReleaseRowProps) {
  const pending = release.id < 0;
  const sprints = release.sprints.length;
  const cards = `${cardCount} card${cardCount === 1 ? '' : 's'}`;
  return (
    <Row>
      <RowMain>
        <RowTitle>
          <span className="name">{release.name}</span>
          <Count title={cards}>({cardCount})</Count>
        </RowTitle>
        {release.description ? <Description>{release.description}</Description> : null}
        <RowMeta>
          <MetaItem>
            <CalendarIcon size={13} />
            {formatRange(release.startDate, release.endDate)}
          </MetaItem>
          {sprints > 0 ? <Badge>{sprints === 1 ? '1 sprint' : `${sprints} sprints`}</Badge> : null}
        </RowMeta>
      </RowMain>
      <Actions>
        <RoadmapLabel aria-hidden="true">Roadmap</RoadmapLabel>
        <VisibilitySwitch
          checked={release.roadmapVisible !== false}
          label={`Show ${release.name} on the roadmap`}
          disabled={pending}
          onChange={onToggleVisible}
        />
        <RowAction
          aria-label={`Edit ${release.name}`}
          icon={<PencilIcon />}
          disabled={pending}
          onClick={onEdit}
        />
        <RowAction
          variant="danger"
          aria-label={`Delete ${release.name}`}
          icon={<TrashIcon />}
          disabled={pending}
          onClick={onDelete}
        />
      </Actions>
    </Row>
  );
}
