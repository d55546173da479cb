// The running meeting on the board (docs/meetings.md "Screens"): a region under the header that
// says who runs it and what is in the spotlight, with Follow / Following / Follow again and Leave for
// everyone and the controls for the facilitator; the vote panel under it; the meeting keys, the "?" sheet
// and following (useFollow) while it runs.
import { useState, type RefObject } from 'react';
import { useSnapshot } from 'valtio';
import { isFacilitator, isParticipant, joinMeeting, leaveMeeting } from '../../store/actions/meetingSteer';
import { board } from '../../store/board';
import { meetingState } from '../../store/meeting';
import { presentation } from '../../store/presentation';
import { session } from '../../store/session';
import { Button, CheckIcon, EyeIcon, useMediaQuery } from '../../ui';
import { Actions, Bar, FollowingState, Lead, LiveDot, Spot, Texts, Title, WIDE_BAR } from './barStyles';
import { FacilitatorControls } from './FacilitatorControls';
import { MoreActions, shortcutsItem, ShortcutsButton } from './MoreActions';
import { ShortcutSheet } from './ShortcutSheet';
import { FOLLOW, FOLLOW_AGAIN, LEAVE, meetingBannerText } from './texts';
import { useFollow } from './useFollow';
import { useMeetingKeys } from './useMeetingKeys';
import { VotePanel } from './vote/VotePanel';
import { runMeetingKey } from './walk';

const FACILITATOR_BANNER = 'You are running a meeting';
const FOLLOWING = 'Following';

/** The card in the spotlight, as the bar names it. */
function SpotlightLine({ cardId }: { cardId: number | null }) {
  const card = useSnapshot(board).cards[cardId ?? 0];
  if (cardId === null) return <Spot>No card in the spotlight yet</Spot>;
  if (!card) return null;
  return (
    <Spot title={card.title}>
      <span>{card.externalId}</span>
      {card.title || 'No title'}
    </Spot>
  );
}

/** What someone who does not run the meeting can do: follow it, or leave it ("More" below 1280 px). */
function FollowerControls({ wide, onShortcuts }: { wide: boolean; onShortcuts: () => void }) {
  const { meeting, following } = useSnapshot(meetingState);
  const me = useSnapshot(session).user?.id ?? null;
  const [busy, setBusy] = useState(false);
  const [left, setLeft] = useState(false);
  const joined = isParticipant(meeting, me);
  const canLeave = joined || following || !left;
  const run = (action: () => Promise<boolean>) => async () => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };
  const follow = run(async () => {
    setLeft(false);
    return joinMeeting();
  });
  const leave = run(async () => {
    setLeft(true);
    return leaveMeeting();
  });
  return (
    <Actions>
      {following ? (
        <FollowingState role="status">
          <CheckIcon size={14} aria-hidden="true" />
          {FOLLOWING}
        </FollowingState>
      ) : (
        <Button size="sm" variant="primary" icon={<EyeIcon size={15} />} loading={busy} onClick={follow}>
          {joined ? FOLLOW_AGAIN : FOLLOW}
        </Button>
      )}
      {wide ? (
        <>
          {canLeave && (
            <Button size="sm" variant="ghost" disabled={busy} onClick={leave}>
              {LEAVE}
            </Button>
          )}
          <ShortcutsButton onOpen={onShortcuts} />
        </>
      ) : (
        <MoreActions
          items={[
            shortcutsItem(onShortcuts),
            ...(canLeave ? [{ label: LEAVE, disabled: busy, onSelect: () => void leave() }] : []),
          ]}
        />
      )}
    </Actions>
  );
}

export function MeetingBar({ boardRef }: { boardRef: RefObject<HTMLElement | null> }) {
  const { meeting } = useSnapshot(meetingState);
  const me = useSnapshot(session).user?.id ?? null;
  const [sheet, setSheet] = useState(false);
  const wide = useMediaQuery(WIDE_BAR, true);
  const running = meeting !== null;
  const facilitating = isFacilitator(meeting, me);
  useFollow(boardRef, running);
  useMeetingKeys(
    () => {
      const current = meetingState.meeting;
      const canVote = session.user !== null && presentation.mode !== 'room';
      return current && { facilitator: isFacilitator(current), canVote, vote: current.vote };
    },
    (action) => runMeetingKey(action, () => setSheet(true)),
  );
  if (!meeting) return null;

  return (
    <>
      <Bar role="region" aria-label="Meeting" data-testid="meeting-bar">
        <Lead>
          <LiveDot aria-hidden="true" />
          <Texts>
            <Title>{facilitating ? FACILITATOR_BANNER : meetingBannerText(meeting.facilitator.name)}</Title>
            <SpotlightLine cardId={meeting.spotlightCardId} />
          </Texts>
        </Lead>
        {facilitating ? (
          <FacilitatorControls wide={wide} onShortcuts={() => setSheet(true)} />
        ) : (
          <FollowerControls wide={wide} onShortcuts={() => setSheet(true)} />
        )}
      </Bar>
      <VotePanel />
      <ShortcutSheet open={sheet} onClose={() => setSheet(false)} />
    </>
  );
}
