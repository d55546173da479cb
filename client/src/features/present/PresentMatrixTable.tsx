// The value × effort matrix on the projector, read only, at its natural size: the deck's values as columns
// (small effort on the left), values 10 → 1 as rows, a heading row opening each half of the values with its
// two quadrants (named, described and counted as on the board's view), and each placed card as a chip.
import { Fragment, memo } from 'react';
import {
  lowerHalves,
  placeKey,
  quadrantOf,
  type MatrixModel,
  type Quadrant,
} from '../../../../common/board/matrix';
import type { Card } from '../../../../common/schemas/cards';
import { QuadrantRow } from '../matrix/QuadrantRow';
import {
  AxisGap,
  Chip,
  ChipId,
  ChipText,
  Corner,
  EffortHead,
  MATRIX,
  Place,
  QuadrantHead,
  Stack,
  Table,
  ValueHead,
} from './presentMatrixStyles';

export interface PresentMatrixTableProps {
  model: MatrixModel<Card>;
  /** The running meeting's spotlight card, ringed. */
  spotlight: number | null;
}

export const PresentMatrixTable = memo(function PresentMatrixTable({
  model,
  spotlight,
}: PresentMatrixTableProps) {
  const { axes, cells, counts } = model;
  const lower = lowerHalves(axes);
  const spans = [lower.efforts, axes.efforts.length - lower.efforts] as const;
  /** The row (from the top) where the low values begin. */
  const firstLow = axes.values.length - lower.values;

  const quadrantRow = (left: Quadrant, right: Quadrant) => (
    <QuadrantRow quadrants={[left, right]} spans={spans} counts={counts} Head={QuadrantHead} Gap={AxisGap} />
  );

  return (
    <Table aria-label="Value × Effort" data-testid="present-matrix-table">
      <colgroup>
        <col style={{ width: MATRIX.axisWidth }} />
        {axes.efforts.map((effort) => (
          <col key={effort} style={{ width: MATRIX.columnWidth }} />
        ))}
      </colgroup>
      <thead>
        <tr>
          <Corner scope="col">
            <span>Estimate</span>
            <span>Value</span>
          </Corner>
          {axes.efforts.map((effort, step) => (
            <EffortHead key={effort} scope="col" $split={step === lower.efforts}>
              {effort}
            </EffortHead>
          ))}
        </tr>
      </thead>
      <tbody>
        {[...axes.values].reverse().map((value, row) => (
          <Fragment key={value}>
            {row === 0 ? quadrantRow('quickWins', 'bigBets') : null}
            {row === firstLow ? quadrantRow('fillIns', 'timeSinks') : null}
            <tr>
              <ValueHead scope="row">{value}</ValueHead>
              {axes.efforts.map((estimate, step) => {
                const place = { value, step };
                const here = cells.get(placeKey(place)) ?? [];
                return (
                  <Place
                    key={estimate}
                    data-value={value}
                    data-estimate={estimate}
                    $quadrant={quadrantOf(axes, place)}
                    $split={step === lower.efforts}
                  >
                    {here.length ? (
                      <Stack>
                        {here.map((card) => (
                          <MatrixCard key={card.id} card={card} spotlight={card.id === spotlight} />
                        ))}
                      </Stack>
                    ) : null}
                  </Place>
                );
              })}
            </tr>
          </Fragment>
        ))}
      </tbody>
    </Table>
  );
});

function MatrixCard({ card, spotlight }: { card: Card; spotlight: boolean }) {
  return (
    <Chip
      data-card-id={card.id}
      data-spotlight={spotlight ? 'true' : undefined}
      aria-label={`${card.externalId} ${card.title}${spotlight ? ', in the spotlight' : ''}`}
      $spotlight={spotlight}
    >
      <ChipText>
        <ChipId>{card.externalId}</ChipId>
        {card.title || 'No title'}
      </ChipText>
    </Chip>
  );
}
