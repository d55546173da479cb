// @ts-check
// The house rule for commit messages (docs/development.md): a subject of at most 72 characters saying what
// changed, a blank line, and a body saying why. Run by git as the commit-msg hook (.githooks/commit-msg,
// installed by `npm install` through core.hooksPath); `node scripts/commitMessage.mjs <file>` checks a file.
import fs from 'node:fs';

const SUBJECT_MAX = 72;

/**
 * What is wrong with a commit message, one line a problem; none when it follows the rule. Lines git drops
 * (comments, everything below the scissors line of `commit -v`) are not part of it. Merges, and the
 * fixup!/squash!/amend! commits that an interactive rebase folds into others, need no body.
 * @param {string} text
 * @returns {string[]}
 */
export function commitMessageProblems(text) {
  const scissors = text.search(/^# -+ >8 -+$/m);
  const lines = (scissors === -1 ? text : text.slice(0, scissors))
    .split('\n')
    .filter((line) => !line.startsWith('#'))
    .map((line) => line.trimEnd());
  while (lines.length && !lines[0]) lines.shift();
  while (lines.length && !lines.at(-1)) lines.pop();
  const [subject = '', second, ...body] = lines;
  if (!subject) return ['The message is empty.'];
  const problems = [];
  if (subject.length > SUBJECT_MAX)
    problems.push(
      `The subject has ${subject.length} characters; at most ${SUBJECT_MAX}. Say what changed; the why goes in the body.`,
    );
  if (/^(Merge |Revert "|(fixup|squash|amend)! )/.test(subject)) return problems;
  if (second === undefined)
    problems.push('There is no body: after a blank line, say why the change was made.');
  else if (second) problems.push('The second line must be blank: it separates the subject from the body.');
  else if (!body.some(Boolean)) problems.push('The body is empty: say why the change was made.');
  return problems;
}

if (process.argv[1] === import.meta.filename) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: node scripts/commitMessage.mjs <message file>');
    process.exit(2);
  }
  const problems = commitMessageProblems(fs.readFileSync(file, 'utf8'));
  if (problems.length) {
    console.error(`Commit message refused:\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
}
