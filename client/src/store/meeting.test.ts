// The meeting through reconcile: the higher version wins, an ended meeting stays ended whatever arrives
// late, and a "no meeting" answer older than an event heard since does not clear it.
import { beforeEach, describe, expect, it } from 'vitest';
import { vote as voteFactory } from '../../../common/test/factories';
import { liveMeeting } from '../features/meeting/testMeeting';
import { remoteEvent } from '../test/remoteChange';
import { applyRemoteEvents } from './applyRemote';
import { resetBoard } from './board';
import { afterMeetingEnded, meetingChangesSoFar, meetingState, resetMeeting } from './meeting';
import { putMeeting, setCurrentMeeting } from './meetingRemote';

const end = (userId: string | null) => {
  const ended = { id: 7, projectId: 1, participantIds: ['bo'] };
  applyRemoteEvents([remoteEvent('meeting.ended', ended)]);
  return afterMeetingEnded(ended, userId);
};

describe('meeting store', () => {
  beforeEach(() => {
    resetBoard(1);
    resetMeeting(1);
  });

  it('keeps the higher version of the same meeting', () => {
    expect(putMeeting(liveMeeting({ version: 3, spotlightCardId: 30 }))).toBe(true);
    expect(putMeeting(liveMeeting({ version: 2, spotlightCardId: 20 }))).toBe(false);
    expect(meetingState.meeting?.spotlightCardId).toBe(30);
  });

  it('ignores meetings of another project', () => {
    expect(putMeeting(liveMeeting({ projectId: 2 }))).toBe(false);
    expect(meetingState.meeting).toBeNull();
  });

  it('never brings back a meeting that ended, from a late event or a late answer', () => {
    putMeeting(liveMeeting({ version: 4 }));
    expect(end('bo')).toBe(true);
    expect(putMeeting(liveMeeting({ version: 5 }))).toBe(false);
    setCurrentMeeting(1, liveMeeting({ version: 4 }), null);
    expect(meetingState.meeting).toBeNull();
    // A new meeting of the same project is taken.
    expect(putMeeting(liveMeeting({ id: 8 }))).toBe(true);
  });

  it('says who took part', () => {
    expect(end('someone-else')).toBe(false);
    expect(end(null)).toBe(false);
  });

  it('drops a stale "no meeting" answer when an event came in after the request went out', () => {
    const before = meetingChangesSoFar();
    putMeeting(liveMeeting());
    setCurrentMeeting(1, null, null, before);
    expect(meetingState.meeting?.id).toBe(7);
    // An answer sent after the event does clear it.
    setCurrentMeeting(1, null, null, meetingChangesSoFar());
    expect(meetingState.meeting).toBeNull();
  });

  it('keeps the own ballot that came with the current meeting', () => {
    const vote = voteFactory({ id: 11, cardId: 3, openedAt: '2026-11-25T10:00:00.000Z' });
    setCurrentMeeting(1, liveMeeting({ vote }), 'wow');
    expect(meetingState.myBallots[11]).toBe('wow');
  });
});
