// The vote panel's look, on theme tokens (light and dark, the projector's own theme too). Sizes are in em of
// the panel's type, so the same parts read on a laptop and, twice the size, from the back of a room.
import styled, { css } from 'styled-components';
import { visuallyHidden } from '../../../ui';

export const Panel = styled.section<{ $projector: boolean; $state: string }>`
  display: flex;
  flex-direction: column;
  gap: 0.9em;
  padding: ${({ $projector }) => ($projector ? '0.9em 1em' : '12px 14px')};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-top: 3px solid
    ${({ theme, $state }) =>
      $state === 'applied'
        ? theme.color.success
        : $state === 'revealed'
          ? theme.color.warning
          : theme.color.accent};
  background: ${({ theme }) => theme.color.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadow.md};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ $projector }) => ($projector ? '24px' : '14px')};
  line-height: 1.35;
`;

export const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.3em 0.8em;
`;

export const Eyebrow = styled.p<{ $tone: 'accent' | 'warning' | 'success' }>`
  flex: none;
  font-size: 0.78em;
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme, $tone }) =>
    $tone === 'accent'
      ? theme.color.accentSoftText
      : $tone === 'warning'
        ? theme.color.warningSoftText
        : theme.color.successSoftText};
`;

export const CardLine = styled.h3`
  flex: 1 1 12em;
  min-width: 0;
  font-size: 1.05em;
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  overflow-wrap: anywhere;
  & > span {
    margin-right: 0.5em;
    font-family: ${({ theme }) => theme.font.mono};
    font-size: 0.9em;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export const Count = styled.p`
  flex: none;
  margin-left: auto;
  font-size: 0.9em;
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5em;
`;

export const Hint = styled.p`
  font-size: 0.9em;
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Hidden = styled.span`
  ${visuallyHidden}
`;

export const Kbd = styled.kbd`
  display: inline-grid;
  place-items: center;
  min-width: 1.6em;
  height: 1.6em;
  padding: 0 0.35em;
  border-radius: ${({ theme }) => theme.radius.xs};
  border: 1px solid currentColor;
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 0.75em;
  line-height: 1;
`;

/** A choice, a voter or an applied value: one rounded pill shape for all. */
export const pill = css`
  display: inline-flex;
  align-items: center;
  gap: 0.4em;
  min-height: 2.2em;
  padding: 0.25em 0.75em;
  border-radius: ${({ theme }) => theme.radius.full};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-size: 0.95em;
  white-space: nowrap;
`;

export const Swatch = styled.span<{ $color: string }>`
  width: 0.7em;
  height: 0.7em;
  flex: none;
  border-radius: 50%;
  background: ${({ $color }) => $color};
  box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.borderStrong};
`;
