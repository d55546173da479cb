// The projector's value × effort picture, shown instead of the roadmap while a meeting's facilitator is on
// the Value × Effort view (and the project scores with Value / effort): the matrix read only, drawn at its
// natural size, measured, and scaled to the space left of the meeting's side panel; how many cards are not
// placed yet over it (the header names the view). Live like the roadmap: it reads the board store.
import { useMemo, useRef } from 'react';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { scoringSettingOf } from '../../../../common/board/estimates';
import { buildMatrix } from '../../../../common/board/matrix';
import { rankCards } from '../../../../common/board/sorting';
import type { ScoringSetting } from '../../../../common/estimation';
import { plural } from '../../../../common/plural';
import type { Card } from '../../../../common/schemas/cards';
import type { MeetingView } from '../../../../common/schemas/meetings';
import type { Project } from '../../../../common/schemas/projects';
import { board } from '../../store/board';
import type { screenLayout } from './fit';
import { PresentMatrixTable } from './PresentMatrixTable';
import { Note, Sheet } from './presentMatrixStyles';
import { Stage } from './PresentStage';
import { useElementSize } from './useElementSize';

/** As wide as the matrix, not the screen: its size is measured before it is scaled. */
const MatrixStage = styled(Stage)`
  width: max-content;
`;

/** The project's deck while the facilitator is on the Value × Effort view under Value / effort; else null. */
export function useMatrixSetting(mode: MeetingView['mode'] | null): ScoringSetting | null {
  const project = useSnapshot(board).project as Project | null;
  const { deck, customDeck, scoringModel } = scoringSettingOf(project);
  return useMemo(
    () => (mode === 'matrix' && scoringModel === 'valueEffort' ? { deck, customDeck, scoringModel } : null),
    [mode, deck, customDeck, scoringModel],
  );
}

function unplacedNote(unplaced: number, cards: number) {
  if (cards === 0) return 'No cards yet';
  return unplaced === 0 ? 'Every card is placed' : `Not placed yet: ${plural(unplaced, 'card')}`;
}

export interface PresentMatrixProps {
  cards: Record<number, Card>;
  setting: ScoringSetting;
  spotlight: number | null;
  /** The screen's share for the picture (the side panel's width already taken off). */
  layout: ReturnType<typeof screenLayout>;
  dim: boolean;
}

export function PresentMatrix({ cards, setting, spotlight, layout, dim }: PresentMatrixProps) {
  // Saved cards in rank order, so the cards of one place read as in the backlog.
  const saved = useMemo(() => rankCards(Object.values(cards).filter((card) => card.id > 0)).ranked, [cards]);
  const model = useMemo(() => buildMatrix(setting, saved), [setting, saved]);
  const ref = useRef<HTMLDivElement>(null);
  const size = useElementSize(ref);

  let transform: string | undefined;
  if (size) {
    const { space, margin, header, limits } = layout;
    const scale = Math.min(space.width / size.width, space.height / size.height, limits.max);
    const x = margin + (space.width - size.width * scale) / 2;
    const y = header + margin + (space.height - size.height * scale) / 2;
    transform = `translate(${Math.round(x)}px, ${Math.round(y)}px) scale(${scale})`;
  }

  return (
    <MatrixStage
      ref={ref}
      style={{ transform }}
      $dim={dim}
      aria-hidden={dim || undefined}
      data-testid="present-matrix"
    >
      <Sheet>
        <Note data-testid="present-matrix-unplaced">{unplacedNote(model.unplaced.length, saved.length)}</Note>
        <PresentMatrixTable model={model} spotlight={spotlight} />
      </Sheet>
    </MatrixStage>
  );
}
