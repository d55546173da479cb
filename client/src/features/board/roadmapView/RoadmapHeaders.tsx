// The roadmap's column headers (release name, dates MM/DD/YY, progress) and row headers (use-case colour
// band, name, card count).
import styled from 'styled-components';
import { releaseProgress, type ProgressCard } from '../../../../../common/board/releaseOrder';
import { DEFAULT_COLOR } from '../../../../../common/schemas/fields';
import type { Release } from '../../../../../common/schemas/releases';
import { below, needsSwatchBorder } from '../../../ui';
import { columnHead, FUTURE_HEAD, rowHead } from '../../roadmap/heads';
import type { RoadmapCategory } from '../../roadmap/roadmapModel';
import { Progress } from '../releases/Progress';

const Th = styled.th`
  position: sticky;
  top: 0;
  z-index: 2;
  min-width: 240px;
  width: 260px;
  padding: 12px 12px 10px;
  text-align: left;
  vertical-align: top;
  font-weight: normal;
  background: ${({ theme }) => theme.color.bgSubtle};
  border-right: 1px solid ${({ theme }) => theme.color.border};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  ${below('sm')} {
    min-width: 210px;
    width: 210px;
  }
`;

const Name = styled.div`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  color: ${({ theme }) => theme.color.text};
`;

const Dates = styled.div`
  margin: 2px 0 8px;
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.color.textMuted};
  font-variant-numeric: tabular-nums;
`;

const Muted = styled.div`
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.color.textSubtle};
`;

export function ColumnHeader({ release, cards }: { release: Release | null; cards: Iterable<ProgressCard> }) {
  if (!release) {
    return (
      <Th scope="col">
        <Name>{FUTURE_HEAD.name}</Name>
        <Dates>{FUTURE_HEAD.dates}</Dates>
        <Muted>{FUTURE_HEAD.note}</Muted>
      </Th>
    );
  }
  const { done, total } = releaseProgress(cards, release.id);
  const head = columnHead(release);
  return (
    <Th scope="col" data-release-id={release.id}>
      <Name title={head.name}>{head.name}</Name>
      <Dates>{head.dates}</Dates>
      <Progress done={done} total={total} thin />
    </Th>
  );
}

export const CornerTh = styled(Th)`
  left: 0;
  z-index: 3;
  min-width: 200px;
  width: 200px;
  vertical-align: bottom;
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.textSubtle};
  ${below('sm')} {
    min-width: 128px;
    width: 128px;
  }
`;

const RowTh = styled.th<{ $color: string; $border: boolean }>`
  position: sticky;
  left: 0;
  z-index: 1;
  padding: 12px 12px 12px 16px;
  text-align: left;
  vertical-align: top;
  ${below('sm')} {
    padding: 10px 6px 10px 14px;
  }
  font-weight: normal;
  background: ${({ theme }) => theme.color.surface};
  border-right: 1px solid ${({ theme }) => theme.color.border};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  box-shadow: ${({ $color, $border, theme }) =>
    $border
      ? `inset 4px 0 0 ${$color}, inset 5px 0 0 ${theme.color.borderStrong}`
      : `inset 4px 0 0 ${$color}`};
`;

/** On a phone the column is 128 px: a smaller name and padding keep "Collaboration" on one line. */
const RowName = styled.div`
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  color: ${({ theme }) => theme.color.text};
  overflow-wrap: anywhere;
  ${below('sm')} {
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

export function RowHeader({ category, count }: { category: RoadmapCategory | null; count: number }) {
  const color = category?.color ?? DEFAULT_COLOR;
  const head = rowHead(category, count);
  return (
    <RowTh
      scope="row"
      $color={category ? color : 'transparent'}
      $border={!!category && needsSwatchBorder(color)}
    >
      <RowName>{head.name}</RowName>
      <Muted>{head.count}</Muted>
    </RowTh>
  );
}
