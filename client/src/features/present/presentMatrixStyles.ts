// The look of the value × effort matrix on the projector, at its natural size (PresentMatrix scales it to
// the screen): large type, strong lines, the board view's quadrant colours, the spotlight card ringed.
import styled, { type DefaultTheme } from 'styled-components';
import type { Quadrant } from '../../../../common/board/matrix';
import { quadrantTint } from '../matrix/quadrantColors';
import { spotlightRing } from './PresentChip';
import { GRID } from './fit';

/** Natural sizes in CSS pixels at scale 1; the chip title has the roadmap chip's size, so the fit's limits hold. */
export const MATRIX = { axisWidth: 88, columnWidth: 160, rowMinHeight: 64, cellPadding: 6 } as const;

/** A cell's edge: a thin line, or a strong one along the axes. */
const line =
  (strong: boolean) =>
  ({ theme }: { theme: DefaultTheme }) =>
    strong ? `2px solid ${theme.color.borderStrong}` : `1px solid ${theme.color.border}`;

export const Sheet = styled.div`
  display: flex;
  flex-direction: column;
  gap: 14px;
  width: max-content;
`;

/** The note over the matrix's right edge: how many cards are not placed yet. */
export const Note = styled.p`
  align-self: flex-end;
  font-size: 24px;
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Table = styled.table`
  border-collapse: separate;
  border-spacing: 0;
  table-layout: fixed;
  overflow: hidden;
  border-radius: 14px;
  background: ${({ theme }) => theme.color.bg};
  box-shadow: 0 0 0 2px ${({ theme }) => theme.color.borderStrong};
  & tr > :last-child {
    border-right: 0;
  }
  & tbody tr:last-child > * {
    border-bottom: 0;
  }
`;

export const Corner = styled.th`
  padding: 8px 12px;
  background: ${({ theme }) => theme.color.surface};
  border-right: ${line(true)};
  border-bottom: ${line(true)};
  font-size: 18px;
  line-height: 1.3;
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  color: ${({ theme }) => theme.color.textMuted};
  text-align: left;
  & span {
    display: block;
  }
  /* A split heading: the columns' name top right, the rows' bottom left. */
  & span:first-child {
    text-align: right;
  }
`;

export const EffortHead = styled.th<{ $split: boolean }>`
  height: 60px;
  padding: 8px;
  background: ${({ theme }) => theme.color.surface};
  border-bottom: ${line(true)};
  border-right: ${line(false)};
  border-left: ${({ $split, theme }) => ($split ? `3px solid ${theme.color.borderStrong}` : '0')};
  font-size: 28px;
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  font-variant-numeric: tabular-nums;
  text-align: center;
`;

export const ValueHead = styled.th`
  padding: 8px;
  vertical-align: middle;
  background: ${({ theme }) => theme.color.surface};
  border-right: ${line(true)};
  border-bottom: ${line(false)};
  font-size: 28px;
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  font-variant-numeric: tabular-nums;
  text-align: center;
`;

export const QuadrantHead = styled.th<{ $quadrant: Quadrant; $split: boolean }>`
  padding: 10px 16px;
  background: ${({ theme, $quadrant }) => quadrantTint(theme, $quadrant).heading};
  color: ${({ theme, $quadrant }) => quadrantTint(theme, $quadrant).text};
  border-bottom: ${line(false)};
  border-left: ${({ $split, theme }) => ($split ? `3px solid ${theme.color.borderStrong}` : '0')};
  text-align: left;
  font-size: 24px;
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  line-height: 1.3;
  & small {
    margin-left: 14px;
    font-size: 18px;
    font-weight: ${({ theme }) => theme.fontWeight.medium};
  }
`;

/** The blank start of a quadrant heading row, under the value column. */
export const AxisGap = styled.td`
  background: ${({ theme }) => theme.color.surface};
  border-right: ${line(true)};
  border-bottom: ${line(false)};
`;

export const Place = styled.td<{ $quadrant: Quadrant; $split: boolean }>`
  height: ${MATRIX.rowMinHeight}px;
  padding: ${MATRIX.cellPadding}px;
  vertical-align: top;
  background: ${({ theme, $quadrant }) => quadrantTint(theme, $quadrant).cell};
  border-right: ${line(false)};
  border-bottom: ${line(false)};
  border-left: ${({ $split, theme }) => ($split ? `3px solid ${theme.color.borderStrong}` : '0')};
`;

export const Stack = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${MATRIX.cellPadding}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Chip = styled.li<{ $spotlight: boolean }>`
  position: relative;
  padding: 6px 10px;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: 8px;
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => (theme.mode === 'dark' ? 'none' : theme.shadow.xs)};
  color: ${({ theme }) => theme.color.text};
  ${({ $spotlight }) => $spotlight && spotlightRing}
`;

export const ChipText = styled.span`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  overflow-wrap: anywhere;
  font-size: ${GRID.titleFont}px;
  line-height: 25px;
  font-weight: ${({ theme }) => theme.fontWeight.medium};
`;

export const ChipId = styled.span`
  margin-right: 8px;
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 15px;
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  color: ${({ theme }) => theme.color.textMuted};
`;
