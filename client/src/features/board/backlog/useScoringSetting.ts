// The open project's deck and scoring model for the board's screens: the same object while they stay the same,
// so the memoised sort and the memoised rows that read it keep theirs when anything else of the project changes.
import { useMemo } from 'react';
import { scoringSettingOf } from '../../../../../common/board/estimates';
import type { ScoringSetting } from '../../../../../common/estimation';
import { board } from '../../../store/board';
import { useSlice } from './useSlice';

export function useScoringSetting(): ScoringSetting {
  const project = useSlice(board, (s) => s.project);
  const { deck, customDeck, scoringModel } = scoringSettingOf(project);
  return useMemo(() => ({ deck, customDeck, scoringModel }), [deck, customDeck, scoringModel]);
}
