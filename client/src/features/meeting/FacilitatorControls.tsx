// The facilitator's side of the meeting bar: Previous / Next card (P / N), Open vote (V; impact,
// or another field, auto-reveal and a timer from its panel), who is in, Hand over, End meeting and Shortcuts — the last four in a
// "More" menu below 1280 px. While mounted, the facilitator's view is published to the followers.
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { endMeeting, handOver, watchFacilitatorView } from '../../store/actions/meetingSteer';
import { openVote } from '../../store/actions/meetingVotes';
import { meetingState } from '../../store/meeting';
import { session } from '../../store/session';
import {
  Button,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  ConfirmDialog,
  Menu,
  Tooltip,
  UsersIcon,
} from '../../ui';
import { Actions, Divider, KeyHint, PhoneHiddenLabel, RoomyLabel } from './barStyles';
import { MoreActions, shortcutsItem, ShortcutsButton } from './MoreActions';
import { Participants } from './Participants';
import { VoteSetup } from './VoteSetup';
import { END_MEETING, HAND_OVER } from './texts';
import { walk } from './walk';

const PREVIOUS_CARD = 'Previous';
const NEXT_CARD = 'Next';
const OPEN_VOTE = 'Open vote';

/** `wide`: the bar has room for every control (from 1280 px); otherwise the secondary ones sit in "More". */
const peopleInMeeting = (count: number) => `${count} ${count === 1 ? 'person' : 'people'} in the meeting`;

export function FacilitatorControls({ wide, onShortcuts }: { wide: boolean; onShortcuts: () => void }) {
  const { meeting } = useSnapshot(meetingState);
  const me = useSnapshot(session).user?.id ?? null;
  const [confirmEnd, setConfirmEnd] = useState(false);
  useEffect(() => watchFacilitatorView(), []);
  if (!meeting) return null;

  const others = meeting.participants.filter((person) => person.userId !== me);
  const noSpotlight = meeting.spotlightCardId === null;
  return (
    <Actions>
      <Button size="sm" icon={<ChevronLeftIcon size={15} />} aria-keyshortcuts="P" onClick={() => walk(-1)}>
        <PhoneHiddenLabel>{PREVIOUS_CARD}</PhoneHiddenLabel> <KeyHint aria-hidden="true">P</KeyHint>
      </Button>
      <Button size="sm" aria-keyshortcuts="N" onClick={() => walk(1)}>
        <PhoneHiddenLabel>{NEXT_CARD}</PhoneHiddenLabel> <KeyHint aria-hidden="true">N</KeyHint>
        <ChevronRightIcon size={15} />
      </Button>
      <Tooltip content={noSpotlight ? 'Put a card in the spotlight first (N)' : 'Everyone votes in silence'}>
        <Button
          size="sm"
          variant="primary"
          aria-keyshortcuts="V"
          disabled={noSpotlight}
          onClick={() => void openVote()}
        >
          {OPEN_VOTE} <KeyHint aria-hidden="true">V</KeyHint>
        </Button>
      </Tooltip>
      {/* Impact is the default (V); another field, auto-reveal and a timer are one panel away. */}
      <VoteSetup disabled={noSpotlight} />
      {wide ? (
        <>
          <Divider aria-hidden="true" />
          <Participants people={meeting.participants} />
          {others.length > 0 ? (
            <Menu
              tooltip="Hand the meeting over to someone"
              items={others.map((person) => ({
                label: person.name,
                onSelect: () => void handOver(person.userId),
              }))}
            >
              <Button
                size="sm"
                variant="ghost"
                icon={<UsersIcon size={15} />}
                trailingIcon={<ChevronDownIcon size={14} />}
              >
                <RoomyLabel>{HAND_OVER}</RoomyLabel>
              </Button>
            </Menu>
          ) : (
            <Tooltip content="No one else is in the meeting yet">
              <Button size="sm" variant="ghost" icon={<UsersIcon size={15} />} aria-disabled="true">
                <RoomyLabel>{HAND_OVER}</RoomyLabel>
              </Button>
            </Tooltip>
          )}
          <Button size="sm" variant="danger" onClick={() => setConfirmEnd(true)}>
            {END_MEETING}
          </Button>
          <ShortcutsButton onOpen={onShortcuts} />
        </>
      ) : (
        <MoreActions
          header={peopleInMeeting(meeting.participants.length)}
          items={[
            shortcutsItem(onShortcuts),
            ...others.map((person) => ({
              label: `${HAND_OVER} to ${person.name}`,
              icon: <UsersIcon size={15} />,
              onSelect: () => void handOver(person.userId),
            })),
            { label: END_MEETING, tone: 'danger' as const, onSelect: () => setConfirmEnd(true) },
          ]}
        />
      )}
      {confirmEnd && (
        <ConfirmDialog
          title="End the meeting?"
          message="Everyone stops following, and those who took part get the minutes."
          confirmLabel={END_MEETING}
          onConfirm={endMeeting}
          onClose={() => setConfirmEnd(false)}
        />
      )}
    </Actions>
  );
}
