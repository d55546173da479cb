// The look of the value × effort matrix's frame, headings and axes (kept apart so MatrixTable.tsx reads as
// structure): sticky headings, quadrant colours, and the split line between low and high effort.
import styled from 'styled-components';
import type { Quadrant } from '../../../../common/board/matrix';
import { quadrantTint } from './quadrantColors';

const AXIS_WIDTH = 64;
const PLACE_WIDTH = 80;

/** At most about a screen high, so its headings stay in sight while it scrolls inside. */
export const Frame = styled.div`
  min-width: 0;
  max-height: max(360px, calc(100dvh - 170px));
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.xs};
  overscroll-behavior: contain;
`;

export const Table = styled.table<{ $columns: number }>`
  width: 100%;
  /* A fixed layout takes no cell's min-width: the table keeps each place at least 80 px wide. */
  min-width: ${({ $columns }) => AXIS_WIDTH + $columns * PLACE_WIDTH}px;
  border-collapse: separate;
  border-spacing: 0;
  table-layout: fixed;
  & tr > :last-child {
    border-right: 0;
  }
  & tbody tr:last-child > * {
    border-bottom: 0;
  }
`;

const headCell = `
  position: sticky;
  top: 0;
  z-index: 2;
  height: 34px;
  padding: 6px 8px;
  font-variant-numeric: tabular-nums;
`;

export const EffortHead = styled.th<{ $split: boolean }>`
  ${headCell}
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-right: 1px solid ${({ theme }) => theme.color.border};
  border-left: ${({ $split, theme }) => ($split ? `2px solid ${theme.color.borderStrong}` : '0')};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  text-align: center;
`;

export const Corner = styled.th`
  ${headCell}
  left: 0;
  z-index: 3;
  width: ${AXIS_WIDTH}px;
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-right: 1px solid ${({ theme }) => theme.color.borderStrong};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  color: ${({ theme }) => theme.color.textMuted};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  text-align: left;
  & span {
    display: block;
  }
  /* A split heading: the columns' name top right, the rows' bottom left. */
  & span:first-child {
    text-align: right;
  }
`;

export const ValueHead = styled.th`
  position: sticky;
  left: 0;
  z-index: 1;
  width: ${AXIS_WIDTH}px;
  padding: 6px 8px;
  vertical-align: top;
  background: ${({ theme }) => theme.color.surface};
  border-right: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  font-variant-numeric: tabular-nums;
  text-align: center;
`;

export const QuadrantHead = styled.th<{ $quadrant: Quadrant; $split: boolean }>`
  padding: 6px 10px;
  background: ${({ theme, $quadrant }) => quadrantTint(theme, $quadrant).heading};
  color: ${({ theme, $quadrant }) => quadrantTint(theme, $quadrant).text};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  border-left: ${({ $split, theme }) => ($split ? `2px solid ${theme.color.borderStrong}` : '0')};
  text-align: left;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  & small {
    margin-left: 8px;
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: ${({ theme }) => theme.fontWeight.regular};
  }
`;

/** The blank start of a quadrant heading row, under the value column. */
export const AxisGap = styled.td`
  position: sticky;
  left: 0;
  z-index: 1;
  background: ${({ theme }) => theme.color.surface};
  border-right: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;
