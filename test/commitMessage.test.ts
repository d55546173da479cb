// The commit-msg hook's rule (scripts/commitMessage.mjs), and the hook itself in a scratch repository.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { commitMessageProblems } from '../scripts/commitMessage.mjs';

const WHY = 'Because the old one lost data.';

describe('commit messages', () => {
  it('takes a short subject, a blank line and a body, and what git leaves out', () => {
    expect(commitMessageProblems(`Keep ranks on import\n\n${WHY}\n`)).toEqual([]);
    expect(commitMessageProblems(`${'a'.repeat(72)}\n\n${WHY}`)).toEqual([]);
    const verbose = `Keep ranks\n\n${WHY}\n# Please enter the commit message\n# ------------------------ >8 ------------------------\ndiff --git a b\n`;
    expect(commitMessageProblems(verbose)).toEqual([]);
    expect(commitMessageProblems('Merge branch main')).toEqual([]);
    expect(commitMessageProblems('fixup! Keep ranks on import')).toEqual([]);
  });

  it('refuses a long subject, a missing body, a body without its blank line, an empty message', () => {
    expect(commitMessageProblems(`${'a'.repeat(73)}\n\n${WHY}`)).toEqual([
      'The subject has 73 characters; at most 72. Say what changed; the why goes in the body.',
    ]);
    expect(commitMessageProblems('Keep ranks on import')).toEqual([
      'There is no body: after a blank line, say why the change was made.',
    ]);
    expect(commitMessageProblems(`Keep ranks on import\n${WHY}`)).toEqual([
      'The second line must be blank: it separates the subject from the body.',
    ]);
    expect(commitMessageProblems('# only a comment\n\n')).toEqual(['The message is empty.']);
  });

  it('is the hook git runs once npm install has set core.hooksPath', () => {
    const repo = fs.mkdtempSync(path.join(os.tmpdir(), 'cardplan-hook-'));
    const root = path.resolve(import.meta.dirname, '..');
    const git = (...args: string[]) =>
      spawnSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.test', ...args], {
        cwd: repo,
        encoding: 'utf8',
      });
    try {
      execFileSync('git', ['init', '-q'], { cwd: repo });
      fs.cpSync(path.join(root, '.githooks'), path.join(repo, '.githooks'), { recursive: true });
      fs.cpSync(path.join(root, 'scripts'), path.join(repo, 'scripts'), { recursive: true });
      fs.copyFileSync(path.join(root, 'package.json'), path.join(repo, 'package.json'));
      execFileSync('npm', ['run', '--silent', 'prepare'], { cwd: repo });
      git('add', '.');
      const refused = git('commit', '-q', '-m', 'Add the hook');
      expect(refused.status).not.toBe(0);
      expect(refused.stderr).toContain('There is no body');
      expect(git('commit', '-q', '-m', 'Add the hook', '-m', WHY).status).toBe(0);
    } finally {
      fs.rmSync(repo, { recursive: true, force: true });
    }
  });
});
