// What the projector shows of a running meeting: the banner, the spotlight card, whether a vote is on
// screen and the facilitator's view mode (the value × effort view replaces the roadmap); and a jump to the
// page that holds the spotlight card each time the spotlight moves.
import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import type { Meeting, MeetingView } from '../../../../common/schemas/meetings';
import type { Card } from '../../../../common/schemas/cards';
import { meetingState } from '../../store/meeting';
import { meetingBannerText } from '../meeting/texts';
import type { Fit } from './fit';
import { pageOfCard, type PresentModel } from './presentModel';

type MeetingViewMode = MeetingView['mode'];

export interface ProjectorMeeting {
  banner: string | null;
  spotlightId: number | null;
  spotlight: Card | null;
  voting: boolean;
  /** The side panel shows (a spotlight card or a vote). */
  panel: boolean;
  /** The facilitator's view mode, once they have sent one. */
  mode: MeetingViewMode | null;
}

export function useProjectorMeeting(cards: Record<number, Card>): ProjectorMeeting {
  // The meeting is held as a ref (replaced whole by each version), so the snapshot is the object itself.
  const meeting = useSnapshot(meetingState).meeting as Meeting | null;
  if (!meeting)
    return { banner: null, spotlightId: null, spotlight: null, voting: false, panel: false, mode: null };
  const spotlight = meeting.spotlightCardId === null ? null : (cards[meeting.spotlightCardId] ?? null);
  const vote = meeting.vote;
  const voting =
    vote !== null &&
    vote.state !== 'cancelled' &&
    !(vote.state === 'applied' && vote.cardId !== meeting.spotlightCardId);
  return {
    banner: meetingBannerText(meeting.facilitator.name),
    spotlightId: spotlight?.id ?? null,
    spotlight,
    voting,
    panel: spotlight !== null || voting,
    mode: meeting.view?.mode ?? null,
  };
}

/**
 * Shows the page holding the spotlight card whenever the spotlight moves to another card, or its card to
 * another page (a release applied by a vote); paging with ←/→ in between is left alone.
 */
export function useJumpToSpotlight(
  model: PresentModel,
  fit: Fit | null,
  spotlightId: number | null,
  goTo: (page: number) => void,
) {
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const page = spotlightId === null || !fit ? null : pageOfCard(model, fit.pages, spotlightId);
    if (page === null) {
      shown.current = null;
      return;
    }
    const key = `${spotlightId}:${page}`;
    if (shown.current === key) return;
    shown.current = key;
    goTo(page);
  }, [model, fit, spotlightId, goTo]);
}
