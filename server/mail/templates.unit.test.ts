// The e-mails' words: what reaches an address, and how much of it.
import { describe, expect, it } from 'vitest';
import { mailTemplates, MINUTES_CUT_NOTE, MINUTES_MAIL_MAX_CHARS } from './templates';

const url = 'https://cardplan.example/';

describe('mails to addresses nobody has proven yet', () => {
  it('carry no word of the account in the verification mail', () => {
    const mail = mailTemplates.verifyEmail(`${url}api/auth/verify-email?token=t`);
    expect(mail.subject).toBe('Confirm your Cardplan e-mail address');
    expect(mail.text.startsWith('Welcome to Cardplan!\n')).toBe(true);
  });

  it('keep the subject of an invitation fixed, whatever the names', () => {
    const mail = mailTemplates.shareInvitation({
      sharedBy: 'URGENT account locked',
      folderName: 'visit evil.example\nBcc: x@evil.example',
      url,
      hasAccount: false,
    });
    expect(mail.subject).toBe('A folder was shared with you on Cardplan');
    expect(mail.text).toContain('"visit evil.example Bcc: x@evil.example"');
  });
});

describe('the minutes mail', () => {
  const line = `- [APP-1](x) Some title changed by Someone\n`;

  it('carries short minutes whole', () => {
    const markdown = line.repeat(10);
    const mail = mailTemplates.meetingMinutes({ date: '2026-11-27', markdown, url });
    expect(mail.subject).toBe('Your Cardplan meeting minutes (2026-11-27)');
    expect(mail.text.startsWith(markdown)).toBe(true);
    expect(mail.text).not.toContain(MINUTES_CUT_NOTE);
  });

  it('cuts long minutes at a line, says where the rest is, and stays small', () => {
    const markdown = line.repeat(30_000); // about 1.3 MB
    const mail = mailTemplates.meetingMinutes({ date: '2026-11-27', markdown, url });
    expect(mail.text).toContain(`${line}\n${MINUTES_CUT_NOTE}`);
    expect(mail.text.length).toBeLessThan(MINUTES_MAIL_MAX_CHARS + 1000);
    expect(mail.html.length).toBeLessThan(3 * MINUTES_MAIL_MAX_CHARS);
  });
});
