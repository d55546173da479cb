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
import { del, get, patch, post, type RequestOptions } from './http';

export type { CurrentMeeting, Meeting, Minutes, PastMeeting, VoteValue };

const meeting = (id: number) => `/api/meetings/${id}`;
const vote = (id: number, voteId: number) => `${meeting(id)}/votes/${voteId}`;

export const meetingsApi = {
  current: (projectId: number) => get<CurrentMeeting>(`/api/projects/${projectId}/meeting`),
  start: (projectId: number) => post<Meeting>(`/api/projects/${projectId}/meeting`),
  update: (id: number, body: UpdateMeetingRequest, o?: RequestOptions) =>
    patch<Meeting>(meeting(id), body, o),
  join: (id: number) => post<Meeting>(`${meeting(id)}/join`),
  leave: (id: number) => post<Meeting>(`${meeting(id)}/leave`),
  end: (id: number) => post<Minutes>(`${meeting(id)}/end`),

  openVote: (id: number, body: OpenVoteRequest) => post<Meeting>(`${meeting(id)}/votes`, body),
  cast: (id: number, voteId: number, value: VoteValue) =>
    post<BallotRequest>(`${vote(id, voteId)}/ballots`, { value } satisfies BallotRequest),
  reveal: (id: number, voteId: number) => post<Meeting>(`${vote(id, voteId)}/reveal`),
  /** Records the value the facilitator applied (the card itself changes through PATCH /api/cards/{id}). */
  apply: (id: number, voteId: number, value: VoteValue) =>
    post<Meeting>(`${vote(id, voteId)}/apply`, { value } satisfies BallotRequest),
  cancelVote: (id: number, voteId: number) => del<Meeting>(vote(id, voteId)),

  past: (projectId: number) => get<PastMeeting[]>(`/api/projects/${projectId}/meetings`),
  minutes: (id: number) => get<Minutes>(`${meeting(id)}/minutes`),
  /** Where the browser downloads the minutes (an attachment). */
  downloadUrl: (id: number, format: 'md' | 'csv') => `${meeting(id)}/minutes.${format}`,
  email: (id: number) => post<{ sent: number }>(`${meeting(id)}/minutes/email`),
};
