// Past meetings of a project: newest first, each opening its minutes in the minutes dialog. The header's
// <PastMeetingsButton/>, its project menu and the palette open it (store/dialogs openSheet('meetings'));
// <PastMeetings/> draws it, and the minutes open in <MinutesDialog/>, each mounted once on the board.
import { useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import type { PastMeeting } from '../../../../../common/schemas/meetings';
import { errorText } from '../../../api/http';
import { meetingsApi } from '../../../api/meetings';
import { openMinutes } from '../../../store/actions/meetingMinutes';
import { board } from '../../../store/board';
import { closeSheet, dialogs, openSheet } from '../../../store/dialogs';
import { Button, CalendarIcon, ChevronRightIcon, Dialog, EmptyState, Spinner, Tooltip } from '../../../ui';
import { durationText, meetingDate, plural } from './minutesText';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 6px;
  list-style: none;
  padding: 0;
`;

const Row = styled.button`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  gap: 2px 12px;
  width: 100%;
  padding: 10px 12px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceHover};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
  & > strong {
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
  & > span {
    grid-column: 1;
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  & > svg {
    grid-column: 2;
    grid-row: 1 / span 2;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Center = styled.div`
  display: grid;
  place-items: center;
  gap: 10px;
  padding: 40px 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

type Load =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; list: PastMeeting[] };

function usePastMeetings(projectId: number, open: boolean) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!open) return;
    let current = true;
    setLoad({ status: 'loading' });
    meetingsApi.past(projectId).then(
      (list) => current && setLoad({ status: 'ready', list }),
      (error: unknown) =>
        current && setLoad({ status: 'error', message: errorText(error, 'Failed to load past meetings') }),
    );
    return () => {
      current = false;
    };
  }, [projectId, open, attempt]);
  return { load, retry: () => setAttempt((n) => n + 1) };
}

const seconds = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 1000;

interface PastMeetingsDialogProps {
  projectId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function PastMeetingsDialog({ projectId, open, onOpenChange }: PastMeetingsDialogProps) {
  const { load, retry } = usePastMeetings(projectId, open);
  const choose = (meeting: PastMeeting) => {
    onOpenChange(false);
    void openMinutes(meeting.id);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Past meetings" size="md">
      {load.status === 'loading' ? (
        <Center aria-busy="true">
          <Spinner size={22} label={null} />
          Loading past meetings…
        </Center>
      ) : load.status === 'error' ? (
        <EmptyState
          compact
          title="Could not load past meetings"
          text={load.message}
          action={<Button onClick={retry}>Try again</Button>}
        />
      ) : load.list.length === 0 ? (
        <EmptyState
          compact
          icon={<CalendarIcon size={20} />}
          title="No meetings yet"
          text="When a meeting in this project ends, its minutes are listed here."
        />
      ) : (
        <List aria-label="Past meetings">
          {load.list.map((meeting) => (
            <li key={meeting.id}>
              <Row type="button" data-meeting-id={meeting.id} onClick={() => choose(meeting)}>
                <strong>{meetingDate(meeting.startedAt)}</strong>
                <span>
                  {durationText(seconds(meeting.startedAt, meeting.endedAt))} · {meeting.facilitator} ·{' '}
                  {plural(meeting.participantCount, 'participant')}
                </span>
                <ChevronRightIcon />
              </Row>
            </li>
          ))}
        </List>
      )}
    </Dialog>
  );
}

/**
 * "Past meetings" for the board's header: opens the list of the open project's ended meetings. `label` is what
 * it shows beside its icon: a crowded header may hide it, so its name and tooltip say it always.
 */
export function PastMeetingsButton({
  size = 'md',
  label = 'Past meetings',
}: {
  size?: 'sm' | 'md';
  label?: ReactNode;
}) {
  const projectId = useSnapshot(board).projectId;
  if (projectId === null) return null;
  return (
    <Tooltip content="Past meetings">
      <Button
        variant="secondary"
        size={size}
        icon={<CalendarIcon />}
        aria-label="Past meetings"
        onClick={() => openSheet('meetings')}
      >
        {label}
      </Button>
    </Tooltip>
  );
}

/** The open project's past meetings, while something asked for them. */
export function PastMeetings() {
  const projectId = useSnapshot(board).projectId;
  const open = useSnapshot(dialogs).sheet === 'meetings';
  if (projectId === null) return null;
  return (
    <PastMeetingsDialog
      projectId={projectId}
      open={open}
      onOpenChange={(next) => {
        if (!next) closeSheet();
      }}
    />
  );
}
