// The minutes of a meeting, shown to those who took part when it ends and opened from Past
// meetings: who, when and how long, what changed and the votes, with Markdown / CSV downloads and e-mail.
// Mounted once on the board; it opens whenever meetingState holds minutes or a meeting whose minutes load.
import { useState } from 'react';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import type { Minutes } from '../../../../../common/schemas/meetings';
import { meetingsApi } from '../../../api/meetings';
import { emailMinutes } from '../../../store/actions/meetingMinutes';
import { meetingState, showMinutes } from '../../../store/meeting';
import {
  Button,
  Dialog,
  DownloadIcon,
  MailIcon,
  Spinner,
  buttonStyles,
  type ButtonStyleProps,
} from '../../../ui';
import { MinutesSections } from './MinutesSections';
import { durationText, meetingDate, plural } from './minutesText';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 6px 16px;
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgSubtle};
  font-size: ${({ theme }) => theme.fontSize.md};
  & > dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  & > dd {
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

const Loading = styled.div`
  display: grid;
  place-items: center;
  gap: 10px;
  padding: 48px 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** A download is a plain link (the server answers an attachment), drawn as a secondary button. */
const Download = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;

function Summary({ minutes: m }: { minutes: Minutes }) {
  return (
    <Facts aria-label="Meeting">
      <dt>Project</dt>
      <dd>{m.projectName}</dd>
      <dt>Date</dt>
      <dd>{meetingDate(m.startedAt)}</dd>
      <dt>Duration</dt>
      <dd>{durationText(m.durationSeconds)}</dd>
      <dt>Facilitator</dt>
      <dd>{m.facilitator}</dd>
      <dt>Participants</dt>
      <dd>
        {plural(m.participants.length, 'person', 'people')}: {m.participants.map((p) => p.name).join(', ')}
      </dd>
    </Facts>
  );
}

const DOWNLOADS = [
  { format: 'md', label: 'Download Markdown' },
  { format: 'csv', label: 'Download CSV' },
] as const;

function Actions({ minutes }: { minutes: Minutes }) {
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      await emailMinutes(minutes.meetingId);
    } finally {
      setSending(false);
    }
  };
  return (
    <>
      {DOWNLOADS.map(({ format, label }) => (
        <Download
          key={format}
          $size="md"
          $variant="secondary"
          href={meetingsApi.downloadUrl(minutes.meetingId, format)}
          download
        >
          <DownloadIcon />
          {label}
        </Download>
      ))}
      <Button variant="primary" icon={<MailIcon />} loading={sending} onClick={() => void send()}>
        E-mail to participants
      </Button>
    </>
  );
}

export function MinutesDialog() {
  const { minutes: held, endedMeetingId } = useSnapshot(meetingState);
  // Held as a ref (replaced whole), so the snapshot is the minutes object itself.
  const minutes = held as Minutes | null;
  const open = minutes !== null || endedMeetingId !== null;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : showMinutes(null))}
      title="Meeting minutes"
      size="lg"
      footer={minutes ? <Actions minutes={minutes} /> : null}
    >
      {minutes ? (
        <div data-testid="minutes" data-meeting-id={minutes.meetingId}>
          <Summary minutes={minutes} />
          <MinutesSections minutes={minutes} />
        </div>
      ) : (
        <Loading aria-busy="true">
          <Spinner size={22} label={null} />
          Loading the minutes…
        </Loading>
      )}
    </Dialog>
  );
}
