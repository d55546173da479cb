// The development outbox's file names: `<time>-<id>.eml`, as docs/operations.md says.
import { describe, expect, it } from 'vitest';
import { outboxFileName } from './mailer';

describe('outboxFileName', () => {
  it('is the time, a dash and the Message-ID without its brackets and domain', () => {
    const at = new Date('2025-03-04T05:06:07.089Z');
    expect(outboxFileName(at, '<6c1f0d2e-9a7b-4c1e-8f00-1234567890ab@cardplan.local>')).toBe(
      '2025-03-04T05-06-07-089Z-6c1f0d2e-9a7b-4c1e-8f00-1234567890ab.eml',
    );
  });

  it('keeps only file-name-safe characters', () => {
    expect(outboxFileName(new Date(0), '<a/b..c@x>')).toBe('1970-01-01T00-00-00-000Z-abc.eml');
    expect(outboxFileName(new Date(0), '')).toBe('1970-01-01T00-00-00-000Z-mail.eml');
  });
});
