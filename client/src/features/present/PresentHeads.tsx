// The projector grid's headers at their natural size: a release column (name, dates MM/DD/YY, progress), a
// use-case row (colour band, name, card count) and the corner with the status colours.
import styled from 'styled-components';
import { CARD_STATUSES, CARD_STATUS_LABELS } from '../../../../common/schemas/cards';
import type { Release } from '../../../../common/schemas/releases';
import { needsSwatchBorder } from '../../ui';
import { columnHead, FUTURE_HEAD, rowHead } from '../roadmap/heads';
import type { RoadmapCategory } from '../roadmap/roadmapModel';

const Head = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  padding: 12px 16px;
  background: ${({ theme }) => theme.color.bgSubtle};
  box-shadow: inset -1px -2px 0 ${({ theme }) => theme.color.borderStrong};
`;

const Name = styled.div`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: 22px;
  line-height: 28px;
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  letter-spacing: -0.01em;
`;

const Sub = styled.div`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: 17px;
  line-height: 22px;
  color: ${({ theme }) => theme.color.textMuted};
  font-variant-numeric: tabular-nums;
`;

const Track = styled.div`
  height: 6px;
  margin: 8px 0 6px;
  border-radius: 3px;
  background: ${({ theme }) => theme.color.surfaceActive};
  overflow: hidden;
  & > div {
    height: 100%;
    border-radius: inherit;
    background: ${({ theme }) => theme.color.success};
    transition: width ${({ theme }) => theme.motion.slow} ${({ theme }) => theme.motion.ease};
  }
`;

const Numbers = styled(Sub)`
  display: flex;
  justify-content: space-between;
  font-size: 16px;
  line-height: 20px;
  & > strong {
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
`;

export function ColumnHead({
  release,
  progress,
}: {
  release: Release | null;
  progress?: { done: number; total: number };
}) {
  if (!release) {
    return (
      <Head role="columnheader">
        <Name>{FUTURE_HEAD.name}</Name>
        <Sub>{FUTURE_HEAD.dates}</Sub>
        <Track aria-hidden="true" style={{ visibility: 'hidden' }} />
        <Numbers>{FUTURE_HEAD.note}</Numbers>
      </Head>
    );
  }
  const { done = 0, total = 0 } = progress ?? {};
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  const head = columnHead(release);
  return (
    <Head role="columnheader" data-release-id={release.id}>
      <Name title={head.name}>{head.name}</Name>
      <Sub>{head.dates}</Sub>
      <Track role="progressbar" aria-label={`${done} of ${total} accepted`} aria-valuenow={percent}>
        <div style={{ width: `${percent}%` }} />
      </Track>
      <Numbers>
        <span>
          {done} of {total} accepted
        </span>
        <strong>{percent}%</strong>
      </Numbers>
    </Head>
  );
}

const RowBox = styled.div<{ $color: string | null; $border: boolean }>`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: 2px;
  min-width: 0;
  padding: 10px 14px 10px 24px;
  position: relative;
  background: ${({ theme, $color }) =>
    $color
      ? `color-mix(in srgb, ${$color} ${theme.mode === 'dark' ? 16 : 11}%, ${theme.color.bgSubtle})`
      : theme.color.bgSubtle};
  box-shadow: inset -2px -1px 0 ${({ theme }) => theme.color.borderStrong};
  &::before {
    content: '';
    position: absolute;
    inset: 0 auto 1px 0;
    width: 10px;
    background: ${({ $color }) => $color ?? 'transparent'};
    box-shadow: ${({ $border, theme }) => ($border ? `inset -1px 0 0 ${theme.color.borderStrong}` : 'none')};
  }
`;

const RowName = styled.div<{ $muted: boolean }>`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  overflow-wrap: anywhere;
  font-size: 19px;
  line-height: 23px;
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  color: ${({ theme, $muted }) => ($muted ? theme.color.textMuted : theme.color.text)};
`;

const Count = styled.div`
  font-size: 16px;
  line-height: 20px;
  color: ${({ theme }) => theme.color.textMuted};
  font-variant-numeric: tabular-nums;
`;

export function RowHead({ category, count }: { category: RoadmapCategory | null; count: number }) {
  const head = rowHead(category, count);
  return (
    <RowBox
      role="rowheader"
      $color={category?.color ?? null}
      $border={!!category && needsSwatchBorder(category.color)}
    >
      <RowName $muted={!category} title={head.name}>
        {head.name}
      </RowName>
      <Count>{head.count}</Count>
    </RowBox>
  );
}

const Legend = styled.ul`
  display: grid;
  grid-template-columns: auto auto;
  align-content: end;
  gap: 6px 14px;
  list-style: none;
  & li {
    display: flex;
    align-items: center;
    gap: 8px;
    font-size: 16px;
    line-height: 20px;
    color: ${({ theme }) => theme.color.textMuted};
    white-space: nowrap;
  }
`;

const Dot = styled.span<{ $status: (typeof CARD_STATUSES)[number] }>`
  width: 12px;
  height: 12px;
  border-radius: 3px;
  background: ${({ theme, $status }) => theme.status[$status].solid};
  box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.borderStrong};
`;

export function CornerHead() {
  return (
    <Head role="columnheader" style={{ justifyContent: 'flex-end' }}>
      <Legend aria-label="Status colours">
        {CARD_STATUSES.map((status) => (
          <li key={status}>
            <Dot $status={status} aria-hidden="true" />
            {CARD_STATUS_LABELS[status]}
          </li>
        ))}
      </Legend>
    </Head>
  );
}
