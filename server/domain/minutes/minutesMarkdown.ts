// The minutes as a Markdown document (download and e-mail): the meeting, then each non-empty section.
import { voteSpread, voteSubject } from '../../../common/meetings/minutesVote';
import type { Minutes, MinutesVote } from '../../../common/schemas/meetings';
import {
  cardSections,
  causeMark,
  formatDuration,
  isChange,
  meetingWhen,
  VOTES_TITLE,
  type SectionItem,
} from './minutesFormat';

/**
 * User text on one line, with the Markdown characters that work mid-line escaped (emphasis, code, links,
 * HTML, table cells, strike-through), so a title cannot become markup; user text never starts a line, so
 * headings and list marks need nothing, and IDs such as APP-4 stay readable in the e-mailed text.
 */
function inline(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\\`*_[\]<>|~]/g, (c) => `\\${c}`);
}

const cardName = (item: { externalId: string; title: string }) =>
  item.externalId ? `**${inline(item.externalId)}** ${inline(item.title)}` : inline(item.title);

function itemLine(item: SectionItem): string {
  const change = isChange(item) ? `: ${inline(item.from)} → ${inline(item.to)}` : '';
  return `- ${cardName(item)}${change} — ${inline(item.by)}${causeMark(item)}`;
}

const ballots = (vote: MinutesVote) =>
  vote.ballots.map((ballot) => `${inline(ballot.name)}: ${inline(ballot.label)}`).join(', ') || '—';

function votesTable(votes: MinutesVote[]): string[] {
  return [
    '| Card | Field | Votes | Most common | Spread | Applied |',
    '| --- | --- | --- | --- | --- | --- |',
    ...votes
      .map((vote) =>
        [
          cardName(vote),
          inline(voteSubject(vote, votes)),
          ballots(vote),
          vote.mostCommon.map(inline).join(', ') || '—',
          inline(voteSpread(vote)),
          vote.applied === null ? '—' : inline(vote.applied),
        ].join(' | '),
      )
      .map((row) => `| ${row} |`),
  ];
}

export function minutesMarkdown(minutes: Minutes): string {
  const lines = [
    `# Meeting minutes — ${inline(minutes.projectName)}`,
    '',
    `- **Date:** ${meetingWhen(minutes)}`,
    `- **Duration:** ${formatDuration(minutes.durationSeconds)}`,
    `- **Facilitator:** ${inline(minutes.facilitator)}`,
    `- **Participants:** ${minutes.participants.map((person) => inline(person.name)).join(', ') || '—'}`,
  ];
  const sections = cardSections(minutes);
  for (const section of sections) lines.push('', `## ${section.title}`, '', ...section.items.map(itemLine));
  if (minutes.votes.length) lines.push('', `## ${VOTES_TITLE}`, '', ...votesTable(minutes.votes));
  if (!sections.length && !minutes.votes.length)
    lines.push('', 'No cards were changed and no votes were taken.');
  return `${lines.join('\n')}\n`;
}
