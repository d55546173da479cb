// "Start meeting" in the board header: on a project (not a folder) whose data is shown, while
// no meeting runs in it. The one who starts it runs it.
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { startMeeting } from '../../store/actions/meetingSteer';
import { board } from '../../store/board';
import { meetingState } from '../../store/meeting';
import { Button, PresentIcon, Tooltip } from '../../ui';
import { START_MEETING } from './texts';

export function StartMeetingButton() {
  const { status, project, revoked } = useSnapshot(board);
  const { meeting } = useSnapshot(meetingState);
  const [busy, setBusy] = useState(false);
  if (status !== 'ready' || revoked || !project || project.parentId === null || meeting) return null;

  async function start() {
    setBusy(true);
    try {
      await startMeeting();
    } finally {
      setBusy(false);
    }
  }
  return (
    <Tooltip content="Walk the team through the cards; laptops follow you">
      <Button variant="secondary" size="sm" icon={<PresentIcon size={15} />} loading={busy} onClick={start}>
        {START_MEETING}
      </Button>
    </Tooltip>
  );
}
