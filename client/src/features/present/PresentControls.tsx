// The projector's buttons, floating at the bottom right like a video player's: they show while the mouse
// moves and fade out with the cursor, so the room sees only the roadmap. They also teach the keys.
import styled from 'styled-components';
import { ChevronLeftIcon, ChevronRightIcon, ExpandIcon, MoonIcon, SunIcon, type ColorMode } from '../../ui';

const Bar = styled.div<{ $shown: boolean; $margin: number }>`
  position: absolute;
  right: ${({ $margin }) => $margin}px;
  bottom: ${({ $margin }) => $margin}px;
  z-index: 3;
  display: flex;
  align-items: center;
  gap: 6px;
  padding: 6px;
  border-radius: 14px;
  background: ${({ theme }) => theme.color.surfaceRaised};
  box-shadow:
    inset 0 0 0 1px ${({ theme }) => theme.color.borderStrong},
    ${({ theme }) => theme.shadow.xl};
  color: ${({ theme }) => theme.color.text};
  opacity: ${({ $shown }) => ($shown ? 1 : 0)};
  transform: translateY(${({ $shown }) => ($shown ? 0 : 8)}px);
  pointer-events: ${({ $shown }) => ($shown ? 'auto' : 'none')};
  transition:
    opacity ${({ theme }) => theme.motion.slow} ease,
    transform ${({ theme }) => theme.motion.slow} ${({ theme }) => theme.motion.ease};
  /* A keyboard user tabbing to a button sees it. */
  &:focus-within {
    opacity: 1;
    transform: none;
    pointer-events: auto;
  }
`;

const Keys = styled.span`
  padding: 0 10px 0 8px;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
  white-space: nowrap;
  /* Small screens (a phone opening a room link) keep the buttons only. */
  @media (max-width: 720px) {
    display: none;
  }
  & kbd {
    display: inline-block;
    min-width: 1.6em;
    margin: 0 2px;
    padding: 1px 5px;
    border-radius: 5px;
    background: ${({ theme }) => theme.color.bgSubtle};
    box-shadow: inset 0 -1px 0 ${({ theme }) => theme.color.borderStrong};
    font-family: inherit;
    font-size: 0.92em;
    text-align: center;
    color: ${({ theme }) => theme.color.text};
  }
`;

const Control = styled.button`
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  padding: 0;
  border: none;
  border-radius: 10px;
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.surfaceHover};
  }
  &:disabled {
    opacity: 0.35;
  }
`;

export interface PresentControlsProps {
  shown: boolean;
  margin: number;
  page: { index: number; count: number };
  onPage: (index: number) => void;
  mode: ColorMode;
  onTheme: () => void;
  onFullscreen: () => void;
}

export function PresentControls({
  shown,
  margin,
  page,
  onPage,
  mode,
  onTheme,
  onFullscreen,
}: PresentControlsProps) {
  const paged = page.count > 1;
  const theme = mode === 'dark' ? 'Light theme (T)' : 'Dark theme (T)';
  return (
    <Bar $shown={shown} $margin={margin} role="toolbar" aria-label="Projector" data-testid="present-controls">
      <Keys aria-hidden="true">
        <kbd>F</kbd> full screen · <kbd>T</kbd> theme
        {paged ? (
          <>
            {' '}
            · <kbd>←</kbd>
            <kbd>→</kbd> releases
          </>
        ) : null}
      </Keys>
      {paged ? (
        <>
          <Control
            type="button"
            aria-label="Previous releases (←)"
            title="Previous releases (←)"
            disabled={page.index === 0}
            onClick={() => onPage(page.index - 1)}
          >
            <ChevronLeftIcon size={20} />
          </Control>
          <Control
            type="button"
            aria-label="Next releases (→)"
            title="Next releases (→)"
            disabled={page.index >= page.count - 1}
            onClick={() => onPage(page.index + 1)}
          >
            <ChevronRightIcon size={20} />
          </Control>
        </>
      ) : null}
      <Control type="button" aria-label={theme} title={theme} onClick={onTheme}>
        {mode === 'dark' ? <SunIcon size={20} /> : <MoonIcon size={20} />}
      </Control>
      <Control type="button" aria-label="Full screen (F)" title="Full screen (F)" onClick={onFullscreen}>
        <ExpandIcon size={20} />
      </Control>
    </Bar>
  );
}
