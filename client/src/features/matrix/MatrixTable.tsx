// The value × effort matrix: a sticky header row of the deck's values (small effort on the left), a sticky
// column of values (10 at the top), and a place at every crossing; a heading row opens each half of the
// values with its two quadrants, named and counted. Scrolls both ways inside its frame.
import { Fragment, type Ref } from 'react';
import {
  lowerHalves,
  placeKey,
  quadrantOf,
  type MatrixDirection,
  type MatrixModel,
  type Quadrant,
} from '../../../../common/board/matrix';
import type { Card } from '../../../../common/schemas/cards';
import { MatrixCell } from './MatrixCell';
import { QuadrantRow } from './QuadrantRow';
import { AxisGap, Corner, EffortHead, Frame, QuadrantHead, Table, ValueHead } from './matrixTableStyles';

export interface MatrixTableProps {
  model: MatrixModel<Card>;
  dragging: boolean;
  onStep: (card: Card, direction: MatrixDirection) => void;
  ref?: Ref<HTMLDivElement>;
}

const NO_CARDS: readonly Card[] = [];

export function MatrixTable({ model, dragging, onStep, ref }: MatrixTableProps) {
  const { axes, cells, counts } = model;
  const top = [...axes.values].reverse();
  const lower = lowerHalves(axes);
  const lowCount = lower.efforts;
  const highCount = axes.efforts.length - lowCount;
  /** The row (from the top) where the low values begin. */
  const firstLow = axes.values.length - lower.values;

  const quadrantRow = (left: Quadrant, right: Quadrant) => (
    <QuadrantRow
      quadrants={[left, right]}
      spans={[lowCount, highCount]}
      counts={counts}
      Head={QuadrantHead}
      Gap={AxisGap}
    />
  );

  return (
    <Frame ref={ref} data-testid="matrix-scroll">
      <Table aria-label="Value × Effort" $columns={axes.efforts.length}>
        <thead>
          <tr>
            <Corner scope="col">
              <span>Estimate</span>
              <span>Value</span>
            </Corner>
            {axes.efforts.map((effort, step) => (
              <EffortHead key={effort} scope="col" $split={step === lowCount}>
                {effort}
              </EffortHead>
            ))}
          </tr>
        </thead>
        <tbody>
          {top.map((value, row) => (
            <Fragment key={value}>
              {row === 0 ? quadrantRow('quickWins', 'bigBets') : null}
              {row === firstLow ? quadrantRow('fillIns', 'timeSinks') : null}
              <tr>
                <ValueHead scope="row">{value}</ValueHead>
                {axes.efforts.map((estimate, step) => {
                  const place = { value, step };
                  return (
                    <MatrixCell
                      key={estimate}
                      place={place}
                      estimate={estimate}
                      quadrant={quadrantOf(axes, place)}
                      cards={cells.get(placeKey(place)) ?? NO_CARDS}
                      where={`value ${value}, estimate ${estimate}`}
                      dragging={dragging}
                      split={step === lowCount}
                      onStep={onStep}
                    />
                  );
                })}
              </tr>
            </Fragment>
          ))}
        </tbody>
      </Table>
    </Frame>
  );
}
