// The roadmap table: a sticky header row of releases (+ Future), a sticky column of use cases (+ Unsorted),
// and a drop cell at every crossing. Scrolls both ways inside its frame.
import styled from 'styled-components';
import { FUTURE_LABEL, UNSORTED_LABEL } from '../../../../../common/board/grouping';
import { CARD_FIELD_LABELS } from '../../../../../common/cardFields';
import type { Card } from '../../../../../common/schemas/cards';
import type { Release } from '../../../../../common/schemas/releases';
import { ColumnHeader, CornerTh, RowHeader } from './RoadmapHeaders';
import { RoadmapCell } from './RoadmapCell';
import { cellKey, type RoadmapModel } from '../../roadmap/roadmapModel';

const Frame = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.xs};
  overscroll-behavior: contain;
`;

const Table = styled.table`
  border-collapse: separate;
  border-spacing: 0;
  table-layout: fixed;
  min-width: 100%;
  /* The last column and row draw no outer border: the frame has one. */
  & tr > :last-child {
    border-right: 0;
  }
  & tbody tr:last-child > * {
    border-bottom: 0;
  }
`;

export interface RoadmapTableProps {
  model: RoadmapModel<Card, Release>;
  cards: readonly Card[];
  dragging: boolean;
}

export function RoadmapTable({ model, cards, dragging }: RoadmapTableProps) {
  return (
    <Frame data-testid="roadmap-scroll">
      <Table aria-label="Roadmap">
        <thead>
          <tr>
            <CornerTh scope="col">{CARD_FIELD_LABELS.category}</CornerTh>
            {model.columns.map((release) => (
              <ColumnHeader key={release?.id ?? 'future'} release={release} cards={cards} />
            ))}
          </tr>
        </thead>
        <tbody>
          {model.rows.map((category) => {
            const categoryId = category?.id ?? null;
            return (
              <tr key={categoryId ?? 'unsorted'}>
                <RowHeader
                  category={category}
                  count={model.rowCounts.get(String(categoryId ?? 'none')) ?? 0}
                />
                {model.columns.map((release) => {
                  const cell = { categoryId, releaseId: release?.id ?? null };
                  return (
                    <RoadmapCell
                      key={release?.id ?? 'future'}
                      cell={cell}
                      cards={model.cells.get(cellKey(cell)) ?? []}
                      dragging={dragging}
                      label={`${category?.name ?? UNSORTED_LABEL} in ${release?.name ?? FUTURE_LABEL}`}
                    />
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </Table>
    </Frame>
  );
}
