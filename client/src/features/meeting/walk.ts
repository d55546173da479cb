// The facilitator's walk through the cards: the next / previous card of their current view,
// and what each meeting key does.
import { scoringSettingOf } from '../../../../common/board/estimates';
import type { Card } from '../../../../common/schemas/cards';
import type { Category } from '../../../../common/schemas/categories';
import type { Release } from '../../../../common/schemas/releases';
import { moveSpotlight, stepThrough } from '../../store/actions/meetingSteer';
import { applyVote, cancelVote, castByNumber, openVote, revealVote } from '../../store/actions/meetingVotes';
import { board } from '../../store/board';
import { meetingState } from '../../store/meeting';
import { view } from '../../store/view';
import type { MeetingKeyAction } from './useMeetingKeys';
import { viewOrder } from './viewOrder';

/** The cards of the facilitator's view as this screen shows them. */
const currentViewOrder = () =>
  viewOrder({
    mode: view.mode,
    filters: view.filters,
    sort: view.sort,
    cards: board.cards as Record<number, Card>,
    categories: board.categories as Record<number, Category>,
    releases: board.releases as Record<number, Release>,
    scoring: scoringSettingOf(board.project),
    collapsed: new Set(Object.keys(view.collapsedGroups)),
  });

/** Moves the spotlight one card on (1) or back (-1); with none yet, to the first card. */
export function walk(step: 1 | -1) {
  const current = meetingState.meeting?.spotlightCardId ?? null;
  const next = stepThrough(currentViewOrder(), current, step);
  if (next !== null) void moveSpotlight(next);
}

/** Runs a meeting key; the sheet is the caller's to open. */
export function runMeetingKey(action: MeetingKeyAction, openShortcuts: () => void) {
  switch (action.kind) {
    case 'next':
      return walk(1);
    case 'previous':
      return walk(-1);
    case 'openVote':
      return void openVote();
    case 'reveal':
      return void revealVote();
    case 'cancelVote':
      return void cancelVote();
    case 'apply':
      return void applyVote(action.impact);
    case 'cast':
      return void castByNumber(action.index);
    case 'shortcuts':
      return openShortcuts();
  }
}
