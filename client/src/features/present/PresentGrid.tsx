// One page of the projector's roadmap at its natural size (fit.ts computed every width and height; the page
// scales the whole grid to the screen): use cases as rows, the page's release columns, chips in their cells.
import { memo } from 'react';
import styled from 'styled-components';
import { GRID, type PageLayout } from './fit';
import { ColumnHead, CornerHead, RowHead } from './PresentHeads';
import { PresentChip } from './PresentChip';
import { cellOf, type PresentModel } from './presentModel';

const Table = styled.div`
  display: grid;
  background: ${({ theme }) => theme.color.bg};
  color: ${({ theme }) => theme.color.text};
  border-radius: 14px;
  box-shadow: 0 0 0 2px ${({ theme }) => theme.color.borderStrong};
  /* Rounded by its corner cells, not by clipping: a glowing chip may spill over the edge. */
  & > :first-child > :first-child {
    border-top-left-radius: 14px;
  }
  & > :first-child > :last-child {
    border-top-right-radius: 14px;
  }
  & > :last-child > :first-child {
    border-bottom-left-radius: 14px;
  }
  & > :last-child > :last-child {
    border-bottom-right-radius: 14px;
  }
`;

const Row = styled.div`
  display: contents;
`;

/** A faint wash of the use case's colour along its row, so the eye follows a row across the screen. */
const Cell = styled.div<{ $lanes: number; $tint: string | null }>`
  display: grid;
  background: ${({ theme, $tint }) =>
    $tint
      ? `color-mix(in srgb, ${$tint} ${theme.mode === 'dark' ? 5 : 4}%, ${theme.color.bg})`
      : 'transparent'};
  grid-template-columns: repeat(${({ $lanes }) => $lanes}, ${GRID.chipWidth}px);
  align-content: start;
  gap: ${GRID.chipGap}px;
  padding: ${GRID.cellPadding}px;
  box-shadow: inset -1px -1px 0 ${({ theme }) => theme.color.border};
`;

export interface PresentGridProps {
  model: PresentModel;
  layout: PageLayout;
  glowing: ReadonlySet<number>;
  /** The running meeting's spotlight card, ringed. */
  spotlight?: number | null;
}

export const PresentGrid = memo(function PresentGrid({
  model,
  layout,
  glowing,
  spotlight = null,
}: PresentGridProps) {
  const columns = layout.columns.map((index) => model.columns[index] ?? null);
  const style = {
    width: layout.size.width,
    height: layout.size.height,
    gridTemplateColumns: [GRID.rowHeadWidth, ...layout.widths].map((w) => `${w}px`).join(' '),
    gridTemplateRows: [GRID.colHeadHeight, ...layout.heights].map((h) => `${h}px`).join(' '),
  };
  return (
    <Table role="table" aria-label="Roadmap" data-testid="present-grid" style={style}>
      <Row role="row">
        <CornerHead />
        {columns.map((release) => (
          <ColumnHead
            key={release?.id ?? 'future'}
            release={release}
            progress={release ? model.progress.get(release.id) : undefined}
          />
        ))}
      </Row>
      {model.rows.map((row) => (
        <Row role="row" key={row?.id ?? 'unsorted'}>
          <RowHead category={row} count={model.rowCounts.get(row ? String(row.id) : 'none') ?? 0} />
          {columns.map((release, i) => {
            const key = cellOf(row, release);
            const cards = model.cells.get(key) ?? [];
            return (
              <Cell
                role="cell"
                key={key}
                data-cell={key}
                $lanes={layout.lanes[i]!}
                $tint={row?.color ?? null}
              >
                {cards.length > 0 ? (
                  <div role="list" style={{ display: 'contents' }}>
                    {cards.map((card) => (
                      <PresentChip
                        key={card.id}
                        card={card}
                        glowing={glowing.has(card.id)}
                        spotlight={card.id === spotlight}
                      />
                    ))}
                  </div>
                ) : null}
              </Cell>
            );
          })}
        </Row>
      ))}
    </Table>
  );
});
