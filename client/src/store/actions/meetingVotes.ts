// Placeholder signatures (issue 16): the silent vote's actions, filled in by the vote work.
import type { VoteField, VoteValue } from '../../../../common/schemas/meetings';

/** Facilitator: opens a vote on the spotlight card (default impact). */
export async function openVote(_field: VoteField = 'impact'): Promise<void> {}
/** Facilitator: shows every ballot. */
export async function revealVote(): Promise<void> {}
/** Facilitator: applies a value to the card (a normal optimistic card change), then records it on the vote. */
export async function applyVote(_value: VoteValue): Promise<void> {}
/** Facilitator: cancels the open vote (Esc). */
export async function cancelVote(): Promise<void> {}
/** Anyone in the meeting: casts this person's ballot. */
export async function castBallot(_value: VoteValue): Promise<void> {}
