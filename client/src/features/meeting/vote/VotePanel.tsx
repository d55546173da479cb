// Placeholder until the vote panel lands (issue 16): the silent vote of the running meeting.
export function VotePanel(_props: { projector?: boolean }) {
  return null;
}
