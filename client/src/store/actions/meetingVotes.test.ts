// @vitest-environment happy-dom
// The vote actions against a stubbed fetch: each facilitator write keeps the meeting it is answered with;
// a ballot shows as cast at once and is taken back when refused; apply changes the card first (optimistic,
// rolled back when refused) and only then records the value on the vote.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as make from '../../../../common/test/factories';
import type { Meeting } from '../../../../common/schemas/meetings';
import { routedFetch } from '../../features/manage/shared/testKit';
import { clearToasts, toastState } from '../../ui';
import { board, resetBoard } from '../board';
import { setProjectData } from '../applyRemote';
import { meetingState, resetMeeting } from '../meeting';
import { putMeeting } from '../meetingRemote';
import { applyVote, cancelVote, castBallot, openVote, revealVote } from './meetingVotes';
import type { Project } from '../../../../common/schemas/projects';

const VOTE = '/api/meetings/3/votes/7';

function start(meeting: Meeting) {
  resetMeeting(2);
  putMeeting(meeting);
}

function stub(routes: Parameters<typeof routedFetch>[0]) {
  const { fetchStub, calls } = routedFetch(routes);
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}

const lastToast = () => toastState.queue.at(-1);

beforeEach(() => {
  resetBoard(2);
  setProjectData({
    project: { id: 2, name: 'Web' } as Project,
    cards: [make.card(1, { projectId: 2, priority: 'tbd' })],
    categories: [],
    releases: [],
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
  resetMeeting(null);
});

describe('facilitator vote actions', () => {
  it('open a vote on the spotlight card and keep the answered meeting', async () => {
    start(make.meeting());
    const answer = make.meeting({ version: 2, vote: make.vote() });
    const calls = stub({ 'POST /api/meetings/3/votes': () => ({ status: 201, body: answer }) });
    await openVote('release');
    expect(calls[0]!.body).toEqual({ field: 'release', autoReveal: false, timerSeconds: null });
    expect(meetingState.meeting?.vote?.state).toBe('open');
  });

  it('refuse to open a vote with nothing in the spotlight, without asking the server', async () => {
    start(make.meeting({ spotlightCardId: null }));
    const calls = stub({});
    await openVote();
    expect(calls).toHaveLength(0);
    expect(lastToast()).toMatchObject({
      variant: 'destructive',
      description: 'Put a card in the spotlight first',
    });
  });

  it('reveal and cancel the current vote; a refusal shows the server’s reason and keeps the state', async () => {
    start(make.meeting({ vote: make.vote() }));
    stub({ [`POST ${VOTE}/reveal`]: () => ({ status: 409, body: { error: 'Voting has closed' } }) });
    await revealVote();
    expect(meetingState.meeting?.vote?.state).toBe('open');
    expect(lastToast()).toMatchObject({
      title: 'Could not reveal the votes',
      description: 'Voting has closed',
    });

    const cancelled = make.meeting({ version: 2, vote: null });
    const calls = stub({ [`DELETE ${VOTE}`]: () => ({ status: 200, body: cancelled }) });
    await cancelVote();
    expect(calls.map((c) => c.method)).toEqual(['DELETE']);
    expect(meetingState.meeting?.vote).toBe(null);
  });

  it('an answer older than what an event brought does not go back', async () => {
    start(make.meeting({ version: 5, vote: make.vote() }));
    stub({
      [`POST ${VOTE}/reveal`]: () => ({ status: 200, body: make.meeting({ version: 4, vote: null }) }),
    });
    await revealVote();
    expect(meetingState.meeting?.version).toBe(5);
  });
});

describe('applyVote', () => {
  const revealed = () => make.meeting({ vote: make.vote({ state: 'revealed', ballots: [] }) });

  it('changes the card’s impact through PATCH /api/cards first, then records the value', async () => {
    start(revealed());
    const applied = make.meeting({ version: 2, vote: make.vote({ state: 'applied', appliedValue: 'wow' }) });
    const calls = stub({
      'PATCH /api/cards/1': (body) => ({
        status: 200,
        body: make.card(1, { projectId: 2, ...(body as object), version: 5 }),
      }),
      [`POST ${VOTE}/apply`]: () => ({ status: 200, body: applied }),
    });
    await applyVote('wow');
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['PATCH /api/cards/1', `POST ${VOTE}/apply`]);
    expect(calls[0]!.body).toEqual({ priority: 'wow' });
    expect(calls[1]!.body).toEqual({ value: 'wow' });
    expect(board.cards[1]!.priority).toBe('wow');
    expect(meetingState.meeting?.vote?.appliedValue).toBe('wow');
  });

  it('maps release and use-case values to ids, "none" to null', async () => {
    start(make.meeting({ vote: make.vote({ field: 'release', state: 'revealed', ballots: [] }) }));
    const calls = stub({
      'PATCH /api/cards/1': (body) => ({
        status: 200,
        body: make.card(1, { projectId: 2, ...(body as object), version: 5 }),
      }),
      [`POST ${VOTE}/apply`]: () => ({ status: 200, body: make.meeting({ version: 2 }) }),
    });
    await applyVote('none');
    expect(calls[0]!.body).toEqual({ releaseId: null });
    start(
      make.meeting({ version: 3, vote: make.vote({ field: 'useCase', state: 'revealed', ballots: [] }) }),
    );
    await applyVote('12');
    expect(calls[2]!.body).toEqual({ categoryId: 12 });
  });

  it('a refused card change rolls the card back and records nothing', async () => {
    start(revealed());
    const calls = stub({ 'PATCH /api/cards/1': () => ({ status: 500, body: { error: 'boom' } }) });
    await applyVote('wow');
    expect(calls).toHaveLength(1);
    expect(board.cards[1]!.priority).toBe('tbd');
    expect(lastToast()).toMatchObject({ title: 'Failed to update card', variant: 'destructive' });
  });

  it('does nothing before the reveal', async () => {
    start(make.meeting({ vote: make.vote() }));
    const calls = stub({});
    await applyVote('wow');
    expect(calls).toHaveLength(0);
  });
});

describe('castBallot', () => {
  it('shows the ballot as cast at once and keeps the server’s value', async () => {
    start(make.meeting({ vote: make.vote() }));
    let answer!: () => void;
    const gate = new Promise<void>((resolve) => (answer = resolve));
    stub({
      [`POST ${VOTE}/ballots`]: () => ({ status: 201, body: { value: 'rush' } }),
    });
    const fetchStub = globalThis.fetch;
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      await gate;
      return fetchStub(url, init);
    });
    const pending = castBallot('rush');
    expect(meetingState.myBallots[7]).toBe('rush');
    answer();
    await pending;
    expect(meetingState.myBallots[7]).toBe('rush');
  });

  it('takes a refused ballot back and says why; a second ballot is not sent', async () => {
    start(make.meeting({ vote: make.vote() }));
    const calls = stub({
      [`POST ${VOTE}/ballots`]: () => ({ status: 409, body: { error: 'You have already voted' } }),
    });
    await castBallot('wow');
    expect(meetingState.myBallots[7]).toBeUndefined();
    expect(lastToast()).toMatchObject({ variant: 'destructive', description: 'You have already voted' });

    meetingState.myBallots[7] = 'fix';
    await castBallot('wow');
    expect(calls).toHaveLength(1);
    expect(meetingState.myBallots[7]).toBe('fix');
  });
});
