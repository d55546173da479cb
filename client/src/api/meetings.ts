// Meeting mode (docs/meetings.md): the running meeting of a project, steering it, silent votes,
// and the minutes of past meetings. Every write answers the meeting as it now is (or, for a ballot, the
// value kept); the same state reaches every screen as a `meeting.updated` event.
import type {
  BallotRequest,
  CurrentMeeting,
  Meeting,
  Minutes,
  OpenVoteRequest,
  PastMeeting,
  UpdateMeetingRequest,
  VoteValue,
} from '../../../common/schemas/meetings';
import { del, get, patch, pathId, post, type RequestOptions } from './http';

export type { CurrentMeeting, Meeting, Minutes, PastMeeting, VoteValue };

const meeting = (id: number) => `/api/meetings/${pathId(id)}`;
const vote = (id: number, voteId: number) => `${meeting(id)}/votes/${pathId(voteId)}`;

export const meetingsApi = {
  current: (projectId: number) => get<CurrentMeeting>(`/api/projects/${pathId(projectId)}/meeting`),
  start: (projectId: number, o?: RequestOptions) =>
    post<Meeting>(`/api/projects/${pathId(projectId)}/meeting`, undefined, o),
  update: (id: number, body: UpdateMeetingRequest, o?: RequestOptions) =>
    patch<Meeting>(meeting(id), body, o),
  join: (id: number, o?: RequestOptions) => post<Meeting>(`${meeting(id)}/join`, undefined, o),
  leave: (id: number, o?: RequestOptions) => post<Meeting>(`${meeting(id)}/leave`, undefined, o),
  end: (id: number, o?: RequestOptions) => post<Minutes>(`${meeting(id)}/end`, undefined, o),

  openVote: (id: number, body: OpenVoteRequest, o?: RequestOptions) =>
    post<Meeting>(`${meeting(id)}/votes`, body, o),
  cast: (id: number, voteId: number, value: VoteValue, o?: RequestOptions) =>
    post<BallotRequest>(`${vote(id, voteId)}/ballots`, { value } satisfies BallotRequest, o),
  reveal: (id: number, voteId: number, o?: RequestOptions) =>
    post<Meeting>(`${vote(id, voteId)}/reveal`, undefined, o),
  /** Records the value the facilitator applied (the card itself changes through PATCH /api/cards/{id}). */
  apply: (id: number, voteId: number, value: VoteValue, o?: RequestOptions) =>
    post<Meeting>(`${vote(id, voteId)}/apply`, { value } satisfies BallotRequest, o),
  cancelVote: (id: number, voteId: number, o?: RequestOptions) => del<Meeting>(vote(id, voteId), o),

  past: (projectId: number) => get<PastMeeting[]>(`/api/projects/${pathId(projectId)}/meetings`),
  minutes: (id: number) => get<Minutes>(`${meeting(id)}/minutes`),
  /** Where the browser downloads the minutes (an attachment). */
  downloadUrl: (id: number, format: 'md' | 'csv') => `${meeting(id)}/minutes.${format}`,
  email: (id: number) => post<{ sent: number }>(`${meeting(id)}/minutes/email`),
};
