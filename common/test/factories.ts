// The test data of common/ and the app (client/src): read models, change events, meetings and their minutes,
// complete objects, so no test needs a cast. A test's own scene (a project, a running meeting) builds on these.
import { DEFAULT_SCORING_SETTING, NO_ESTIMATION } from '../estimation';
import { change, type ChangeData, type ChangeEvent, type ChangeType } from '../events';
import type { Card } from '../schemas/cards';
import type { Meeting, MeetingView, MeetingVote, Minutes } from '../schemas/meetings';
import type { Category } from '../schemas/categories';
import type { Client } from '../schemas/clients';
import type { Project } from '../schemas/projects';
import type { Release, Sprint } from '../schemas/releases';

/** 10:00:0{second} on a fixed day: versions that sort as their numbers do. */
export const T = (second: number) => `2026-11-01T10:00:0${second}.000Z`;

export const card = (id: number, fields: Partial<Card> = {}): Card => ({
  id,
  externalId: `APP-${id}`,
  title: `Card ${id}`,
  description: null,
  status: 'backlog',
  priority: 'tbd',
  color: '#6B7280',
  notes: null,
  pinned: false,
  ...NO_ESTIMATION,
  order: `${id}.000`,
  projectId: 1,
  categoryId: null,
  releaseId: null,
  sprintId: null,
  category: null,
  release: null,
  createdAt: T(0),
  updatedAt: T(0),
  version: 0,
  ...fields,
});
export const category = (id: number, fields: Partial<Category> = {}): Category => ({
  id,
  name: `Use case ${id}`,
  color: '#3B82F6',
  projectId: 1,
  createdAt: T(0),
  updatedAt: T(0),
  version: 0,
  ...fields,
});
export const sprint = (id: number, fields: Partial<Sprint> = {}): Sprint => ({
  id,
  releaseId: 3,
  name: `Sprint ${id}`,
  description: null,
  startDate: null,
  endDate: null,
  createdAt: T(0),
  updatedAt: T(0),
  version: 0,
  ...fields,
});
export const release = (id: number, fields: Partial<Release> = {}): Release => ({
  id,
  name: `R${id}`,
  description: null,
  startDate: null,
  endDate: null,
  roadmapVisible: true,
  projectId: 1,
  sprints: [],
  createdAt: T(0),
  updatedAt: T(0),
  version: 0,
  ...fields,
});
export const project = (id: number, fields: Partial<Project> = {}): Project => ({
  id,
  name: `P${id}`,
  description: null,
  prefix: 'APP',
  parentId: 10,
  clientId: 1,
  ownerId: 'owner',
  ...DEFAULT_SCORING_SETTING,

  access: 'owner',
  createdAt: T(0),
  updatedAt: T(0),
  version: 0,
  ...fields,
});

export const client = (id: number, fields: Partial<Client> = {}): Client => ({
  id,
  name: `C${id}`,
  description: null,
  isSharedCompany: false,
  ownerId: 'owner',
  ...DEFAULT_SCORING_SETTING,

  access: 'owner',
  createdAt: T(0),
  updatedAt: T(0),
  ...fields,
});

let seq = 0;

/** Someone else's change of folder 5 about project 1, numbered in the order made. */
export const event = <K extends ChangeType>(
  type: K,
  data: ChangeData[K],
  extra: { mutationId?: string; projectId?: number } = {},
): ChangeEvent => ({
  ...change({ folderId: 5, projectId: 1 }, type, data),
  seq: ++seq,
  actorId: 'ana',
  ...extra,
});

// Meetings: meeting 3 of project 2 ("Web"), facilitated by Ana, with Ben and Cy.
export const ANA = { userId: 'me', name: 'Ana Lopez' };
export const BEN = { userId: 'ben', name: 'Ben Ode' };
export const CY = { userId: 'cy', name: 'Cy Park' };

export const vote = (changes: Partial<MeetingVote> = {}): MeetingVote => ({
  id: 7,
  cardId: 1,
  field: 'impact',
  state: 'open',
  openedAt: '2026-11-25T10:05:00.000Z',
  round: 1,
  autoReveal: false,
  timerSeconds: null,
  endsAt: null,
  voters: [],
  ballots: null,
  appliedValue: null,
  ...changes,
});

/** Meeting 3 of project 2 ("Web"), facilitated by Ana, with Ben and Cy, card 1 in the spotlight. */
export const meeting = (changes: Partial<Meeting> = {}): Meeting => ({
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

export const minutes = (changes: Partial<Minutes> = {}): Minutes => ({
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
  estimateChanges: [],
  deleted: [],
  restored: [],
  votes: [],
  ...changes,
});

export const meetingView = (fields: Partial<MeetingView> = {}): MeetingView => ({
  mode: 'backlog',
  filters: {
    search: '',
    groupBy: 'none',
    categories: [],
    statuses: [],
    priorities: [],
    releases: [],
    sprints: [],
    estimates: [],
  },
  sort: { column: 'rank', direction: 'asc' },
  customRanking: false,
  ...fields,
});
