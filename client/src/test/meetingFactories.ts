// Test data of meeting mode (issue 16): a running meeting, its vote and minutes, complete so no test casts.
import type { Meeting, MeetingVote, Minutes } from '../../../common/schemas/meetings';

export const ANA = { userId: 'me', name: 'Ana Lopez' };
export const BEN = { userId: 'ben', name: 'Ben Ode' };
export const CY = { userId: 'cy', name: 'Cy Park' };

export const makeVote = (changes: Partial<MeetingVote> = {}): MeetingVote => ({
  id: 7,
  cardId: 1,
  field: 'impact',
  state: 'open',
  openedAt: '2026-11-25T10:05:00.000Z',
  voters: [],
  ballots: null,
  appliedValue: null,
  ...changes,
});

/** Meeting 3 of project 2 ("Web"), facilitated by Ana, with Ben and Cy, card 1 in the spotlight. */
export const makeMeeting = (changes: Partial<Meeting> = {}): Meeting => ({
  id: 3,
  projectId: 2,
  facilitator: ANA,
  startedAt: '2026-11-25T10:00:00.000Z',
  version: 1,
  spotlightCardId: 1,
  view: null,
  participants: [ANA, BEN, CY],
  vote: null,
  ...changes,
});

export const makeMinutes = (changes: Partial<Minutes> = {}): Minutes => ({
  meetingId: 3,
  projectId: 2,
  projectName: 'Web',
  startedAt: '2026-11-25T10:00:00.000Z',
  endedAt: '2026-11-25T10:47:30.000Z',
  durationSeconds: 2850,
  facilitator: ANA.name,
  participants: [ANA, BEN, CY],
  created: [],
  releaseMoves: [],
  useCaseMoves: [],
  reranked: [],
  statusChanges: [],
  impactChanges: [],
  deleted: [],
  restored: [],
  votes: [],
  ...changes,
});
