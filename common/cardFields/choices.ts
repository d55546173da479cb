// The choices of a card's status and impact, and how every screen, history entry and file names them. Plain
// constants, no schema (values.ts has those): the landing screen draws impacts without loading zod.

export const CARD_STATUSES = ['backlog', 'in-progress', 'ready', 'deployed'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];
export const CARD_STATUS_LABELS: Record<CardStatus, string> = {
  backlog: 'Backlog',
  'in-progress': 'Working',
  ready: 'Ready',
  deployed: 'Accepted',
};

/** Impact ("priority" in the API), in board order. */
export const IMPACTS = ['basics', 'treat', 'wow', 'ask', 'rush', 'fix', 'tbd'] as const;
export type Impact = (typeof IMPACTS)[number];
/** Each impact's name; the app's palette adds only its colour and icon. */
export const IMPACT_LABELS: Record<Impact, string> = {
  basics: 'Basics',
  treat: 'Treat',
  wow: 'Wow',
  ask: 'Ask',
  rush: 'Rush',
  fix: 'Fix',
  tbd: 'TBD',
};
