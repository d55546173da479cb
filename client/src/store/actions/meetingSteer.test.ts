// @vitest-environment happy-dom
// Steering a meeting: answers go through the version guard, refusals toast, the spotlight shows
// at once and N held down sends the latest card only, the facilitator's view is published after a rest.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Meeting, Minutes } from '../../../../common/schemas/meetings';
import { ApiError } from '../../api/http';
import { meetingsApi } from '../../api/meetings';
import { makeUser } from '../../features/manage/shared/testKit';
import { liveMeeting } from '../../features/meeting/testMeeting';
import { clearToasts, toastState } from '../../ui';
import { board, resetBoard } from '../board';
import { meetingState, resetMeeting } from '../meeting';
import { putMeeting } from '../meetingRemote';
import { setUser } from '../session';
import { setGroupBy } from '../view';
import {
  endMeeting,
  joinMeeting,
  moveSpotlight,
  PUBLISH_VIEW_MS,
  startMeeting,
  watchFacilitatorView,
} from './meetingSteer';

const mine = (fields: Partial<Meeting> = {}) =>
  liveMeeting({
    facilitator: { userId: 'me', name: 'Ana' },
    participants: [{ userId: 'me', name: 'Ana' }],
    ...fields,
  });
const refused = (message: string) => new ApiError(409, 'Conflict', JSON.stringify({ error: message }));
const lastToast = () => toastState.queue.at(-1);

beforeEach(() => {
  setUser(makeUser({ id: 'me' }));
  resetBoard(1);
  resetBoard(1);
  resetMeeting(1);
  meetingState.minutes = null;
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  clearToasts();
});

describe('meeting steering', () => {
  it('starts a meeting, shows it and publishes the view; a refusal toasts the server’s text', async () => {
    vi.spyOn(meetingsApi, 'start').mockResolvedValue(mine());
    const update = vi.spyOn(meetingsApi, 'update').mockResolvedValue(mine({ version: 2 }));
    expect(await startMeeting()).toBe(true);
    expect(meetingState.meeting?.version).toBe(2);
    expect(update).toHaveBeenCalledWith(
      7,
      { view: expect.objectContaining({ mode: 'backlog' }) },
      expect.objectContaining({ mutationId: expect.any(String) }),
    );

    resetBoard(1);

    resetMeeting(1);
    vi.spyOn(meetingsApi, 'start').mockRejectedValue(refused('A meeting is already running in this project'));
    vi.spyOn(meetingsApi, 'current').mockResolvedValue({ meeting: liveMeeting(), myBallot: null });
    expect(await startMeeting()).toBe(false);
    expect(lastToast()).toMatchObject({
      variant: 'destructive',
      description: 'A meeting is already running in this project',
    });
    await vi.waitFor(() => expect(meetingState.meeting?.facilitator.name).toBe('Bo Chen'));
  });

  it('follows: joins first when not in the meeting, then follows', async () => {
    putMeeting(liveMeeting());
    const join = vi.spyOn(meetingsApi, 'join').mockResolvedValue(
      liveMeeting({
        version: 2,
        participants: [
          { userId: 'bo', name: 'Bo' },
          { userId: 'me', name: 'Ana' },
        ],
      }),
    );
    expect(await joinMeeting()).toBe(true);
    expect(meetingState.following).toBe(true);
    expect(await joinMeeting()).toBe(true);
    expect(join).toHaveBeenCalledTimes(1);
  });

  it('shows the spotlight at once, sends only the latest while one is on its way, and puts it back on a refusal', async () => {
    putMeeting(mine());
    const answers: ((value: Meeting) => void)[] = [];
    const update = vi
      .spyOn(meetingsApi, 'update')
      .mockImplementation(() => new Promise((resolve) => answers.push(resolve)));
    const first = moveSpotlight(1);
    void moveSpotlight(2);
    void moveSpotlight(3);
    expect(meetingState.meeting?.spotlightCardId).toBe(3);
    answers[0]!(mine({ version: 2, spotlightCardId: 1 }));
    await vi.waitFor(() => expect(update).toHaveBeenCalledTimes(2));
    expect(update.mock.calls.map((call) => call[1])).toEqual([
      { spotlightCardId: 1 },
      { spotlightCardId: 3 },
    ]);
    answers[1]!(mine({ version: 3, spotlightCardId: 3 }));
    await first;
    await vi.waitFor(() => expect(meetingState.meeting).toMatchObject({ version: 3, spotlightCardId: 3 }));

    update.mockRejectedValueOnce(refused('That card is not in this project'));
    await moveSpotlight(4);
    expect(meetingState.meeting).toMatchObject({ version: 3, spotlightCardId: 3 });
    expect(lastToast()).toMatchObject({
      title: 'Spotlight not moved',
      description: 'That card is not in this project',
    });
  });

  it('publishes the facilitator’s view once it rests, only while facilitating', async () => {
    vi.useFakeTimers();
    putMeeting(mine());
    const update = vi.spyOn(meetingsApi, 'update').mockResolvedValue(mine({ version: 2 }));
    const stop = watchFacilitatorView();
    setGroupBy('release');
    await vi.advanceTimersByTimeAsync(PUBLISH_VIEW_MS - 50);
    setGroupBy('category');
    await vi.advanceTimersByTimeAsync(PUBLISH_VIEW_MS);
    expect(update).toHaveBeenCalledTimes(1);
    expect(update.mock.calls[0]![1].view?.filters.groupBy).toBe('category');
    stop();
    setGroupBy('none');
    await vi.advanceTimersByTimeAsync(PUBLISH_VIEW_MS * 2);
    expect(update).toHaveBeenCalledTimes(1);
  });

  it('ends the meeting and opens its minutes', async () => {
    putMeeting(mine());
    vi.spyOn(meetingsApi, 'end').mockResolvedValue({ meetingId: 7, projectId: 1 } as Minutes);
    expect(await endMeeting()).toBe(true);
    expect(meetingState.meeting).toBeNull();
    expect(meetingState.minutes?.meetingId).toBe(7);
    expect(board.projectId).toBe(1);
  });
});
