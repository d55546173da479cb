// The look of a release card on the overview (kept apart so ReleaseCard.tsx reads as structure).
import styled from 'styled-components';
import type { CardStatus } from '../../../../../common/schemas/cards';

export const Article = styled.article`
  display: flex;
  flex-direction: column;
  gap: 14px;
  min-width: 0;
  padding: 18px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  transition:
    border-color ${({ theme }) => theme.motion.fast} ease,
    box-shadow ${({ theme }) => theme.motion.fast} ease;
  /* A feature held over the release (not over one of its sprints). */
  &[data-over] {
    border-color: ${({ theme }) => theme.color.accent};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.color.focusRing};
  }
`;

export const Head = styled.header`
  display: flex;
  align-items: flex-start;
  gap: 8px;
  & > div {
    flex: 1;
    min-width: 0;
  }
`;

export const Name = styled.h3`
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  letter-spacing: -0.01em;
  overflow-wrap: anywhere;
`;

export const Dates = styled.p`
  display: flex;
  align-items: center;
  gap: 6px;
  margin-top: 2px;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
  font-variant-numeric: tabular-nums;
`;

export const Description = styled.p`
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
  font-size: ${({ theme }) => theme.fontSize.md};
  color: ${({ theme }) => theme.color.textMuted};
  line-height: ${({ theme }) => theme.lineHeight.normal};
`;

/** The release's estimates added up: "21 points · 3 unestimated". */
export const Points = styled.p`
  margin-top: -6px;
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.color.textMuted};
  font-variant-numeric: tabular-nums;
`;

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding-top: 12px;
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

export const SectionTitle = styled.h4`
  display: flex;
  align-items: center;
  gap: 6px;
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.textSubtle};
`;

export const Count = styled.span`
  padding: 1px 6px;
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.bgSubtle};
  color: ${({ theme }) => theme.color.textMuted};
  font-variant-numeric: tabular-nums;
  letter-spacing: 0;
`;

export const SprintGrid = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A sprint card: name on the left, dates and card count on the right (below it on narrow cards). */
export const SprintTile = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 2px 12px;
  min-width: 0;
  padding: 8px 12px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgSubtle};
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.color.textMuted};
  font-variant-numeric: tabular-nums;
  transition:
    border-color ${({ theme }) => theme.motion.fast} ease,
    background ${({ theme }) => theme.motion.fast} ease;
  /* A feature held over the sprint. */
  &[data-over] {
    border-color: ${({ theme }) => theme.color.accent};
    background: ${({ theme }) => theme.color.accentSoft};
  }
  & strong {
    flex: 1 1 120px;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    color: ${({ theme }) => theme.color.text};
  }
`;

export const CardChipList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin: 0 -8px;
  padding: 0;
  list-style: none;
`;

/** An unassigned feature: a click or Enter opens it; dragged (Space from the keyboard) onto a sprint. */
export const CardChipButton = styled.div<{ $dragging?: boolean }>`
  display: flex;
  align-items: center;
  gap: 8px;
  width: 100%;
  min-width: 0;
  padding: 6px 8px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.fontSize.sm};
  text-align: left;
  cursor: grab;
  touch-action: manipulation;
  user-select: none;
  opacity: ${({ $dragging }) => ($dragging ? 0.35 : 1)};
  &:hover {
    background: ${({ theme }) => theme.color.surfaceHover};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.accent};
    outline-offset: -2px;
  }
  & code {
    flex: none;
    font-family: ${({ theme }) => theme.font.mono};
    font-size: ${({ theme }) => theme.fontSize.xs};
    color: ${({ theme }) => theme.color.textMuted};
  }
  & span {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & em {
    flex: none;
    font-style: normal;
  }
`;

export const StatusDot = styled.i<{ $status: CardStatus }>`
  flex: none;
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme, $status }) => theme.status[$status].solid};
`;

/** The feature under the pointer while it is dragged. */
export const LiftedCardChip = styled(CardChipButton)`
  border: 1px solid ${({ theme }) => theme.color.accent};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  cursor: grabbing;
`;

export const More = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textSubtle};
`;
