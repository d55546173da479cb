// The heading row that opens a half of the matrix's values: its two quadrants, named, described and counted,
// each over its half of the effort columns (none where a half has no column). The board's view and the
// projector draw it at their own sizes: each passes its heading cell and the gap under its value column.
import type { ComponentType, ThHTMLAttributes } from 'react';
import { QUADRANT_HINTS, QUADRANT_LABELS, type Quadrant } from '../../../../common/board/matrix';
import { plural } from '../../../../common/plural';

type HeadProps = ThHTMLAttributes<HTMLTableCellElement> & {
  $quadrant: Quadrant;
  $split: boolean;
  'data-quadrant': Quadrant;
};

export interface QuadrantRowProps {
  /** The low-effort quadrant, then the high-effort one. */
  quadrants: readonly [Quadrant, Quadrant];
  /** How many effort columns each half spans. */
  spans: readonly [number, number];
  counts: Readonly<Record<Quadrant, number>>;
  Head: ComponentType<HeadProps>;
  Gap: ComponentType;
}

export function QuadrantRow({ quadrants, spans, counts, Head, Gap }: QuadrantRowProps) {
  return (
    <tr>
      <Gap />
      {quadrants.map((quadrant, i) =>
        spans[i]! > 0 ? (
          <Head
            key={quadrant}
            scope="colgroup"
            colSpan={spans[i]}
            $quadrant={quadrant}
            $split={i === 1}
            data-quadrant={quadrant}
          >
            {QUADRANT_LABELS[quadrant]}
            <small>
              {QUADRANT_HINTS[quadrant]} · {plural(counts[quadrant], 'card')}
            </small>
          </Head>
        ) : null,
      )}
    </tr>
  );
}
