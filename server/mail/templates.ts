// The e-mails Cardplan sends: plain text and HTML with absolute links.
export interface MailMessage {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Names and titles are user input: keep them on one line so they cannot shape the subject header. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

const paragraphsHtml = (paragraphs: string[]) =>
  paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');

/** `body`: HTML already escaped. */
function layout(
  heading: string,
  body: string,
  action: { label: string; url: string },
  footer: string,
): MailMessage['html'] {
  return `<!doctype html><html><body style="margin:0;background:#f4f4f5;font-family:system-ui,-apple-system,Segoe UI,sans-serif;color:#18181b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td><p style="font-size:20px;margin:0 0 24px"><b>Card</b><span style="font-weight:300">plan</span></p>
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(heading)}</h1>${body}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#18181b;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#71717a;margin:0 0 8px">If the button does not work, paste this address into your browser:<br><a href="${escapeHtml(action.url)}" style="color:#3f3f46;word-break:break-all">${escapeHtml(action.url)}</a></p>
<p style="font-size:13px;color:#71717a;margin:16px 0 0">${escapeHtml(footer)}</p></td></tr></table></td></tr></table></body></html>`;
}

function message(
  subject: string,
  heading: string,
  paragraphs: string[],
  action: { label: string; url: string },
  footer: string,
): MailMessage {
  const text = [
    heading,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    `${action.label}: ${action.url}`,
    '',
    footer,
    '',
    '— Cardplan',
  ].join('\n');
  return { subject, text, html: layout(heading, paragraphsHtml(paragraphs), action, footer) };
}

/** The most of a minutes document one e-mail carries (its HTML part escapes it, so about twice that). */
export const MINUTES_MAIL_MAX_CHARS = 50_000;
export const MINUTES_CUT_NOTE =
  '… The minutes go on. Download them from Past meetings in Cardplan to read everything.';

/** The document as is, or cut at the last line break before the cap, with a note saying so. */
function capMinutes(markdown: string): string {
  if (markdown.length <= MINUTES_MAIL_MAX_CHARS) return markdown;
  const cut = markdown.lastIndexOf('\n', MINUTES_MAIL_MAX_CHARS);
  return `${markdown.slice(0, cut > 0 ? cut : MINUTES_MAIL_MAX_CHARS)}\n\n${MINUTES_CUT_NOTE}\n`;
}

export const mailTemplates = {
  /** Goes to an address nobody has proven yet: no word in it is the account's own (no name), as below. */
  verifyEmail: (url: string) =>
    message(
      'Confirm your Cardplan e-mail address',
      'Welcome to Cardplan!',
      ['Please confirm that this is your e-mail address. The link works once and expires in 24 hours.'],
      { label: 'Confirm e-mail address', url },
      'If you did not create a Cardplan account, you can ignore this e-mail.',
    ),

  magicLink: (url: string) =>
    message(
      'Your Cardplan sign-in link',
      'Sign in to Cardplan',
      ['Use the link below to sign in. It works once and expires in 10 minutes.'],
      { label: 'Sign in to Cardplan', url },
      'If you did not ask to sign in, you can ignore this e-mail.',
    ),

  resetPassword: (url: string) =>
    message(
      'Reset your Cardplan password',
      'Reset your password',
      [
        'Someone asked to reset the password of your Cardplan account. The link works once and expires in 30 minutes.',
      ],
      { label: 'Choose a new password', url },
      'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
    ),

  /**
   * `hasAccount`: the recipient can open the folder now; else the link leads to sign-up with that e-mail.
   * The invitation is how an address that nobody has proven yet learns of a share: its subject is fixed
   * text, and the names in its body are one line each, as short as the forms allow.
   */
  shareInvitation: (invite: { sharedBy: string; folderName: string; url: string; hasAccount: boolean }) => {
    const sharedBy = oneLine(invite.sharedBy);
    const folderName = oneLine(invite.folderName);
    return message(
      'A folder was shared with you on Cardplan',
      `${sharedBy} shared a folder with you`,
      [
        `${sharedBy} shared the folder "${folderName}" with you on Cardplan. You can see and change all projects and cards in it.`,
        invite.hasAccount
          ? 'Sign in to Cardplan to open it.'
          : 'Create your Cardplan account with this e-mail address to open it.',
      ],
      { label: invite.hasAccount ? 'Open Cardplan' : 'Create your account', url: invite.url },
      'If you did not expect this, you can ignore this e-mail.',
    );
  },

  /**
   * A meeting's minutes, sent to those who took part (verified addresses only): the Markdown
   * document itself as the text part, and shown as written (preformatted) in the HTML part. The subject is
   * fixed text; the document is cut at MINUTES_MAIL_MAX_CHARS, with a line saying where the rest is.
   */
  meetingMinutes: (minutes: { date: string; markdown: string; url: string }) => {
    const action = { label: 'Open Cardplan', url: minutes.url };
    const footer = 'You receive this because you took part in the meeting.';
    const markdown = capMinutes(minutes.markdown);
    return {
      subject: `Your Cardplan meeting minutes (${minutes.date})`,
      text: [markdown, `${action.label}: ${action.url}`, '', footer, '', '— Cardplan'].join('\n'),
      html: layout(
        'Meeting minutes',
        `<pre style="margin:0 0 16px;white-space:pre-wrap;font:13px/1.5 ui-monospace,Menlo,Consolas,monospace">${escapeHtml(markdown)}</pre>`,
        action,
        footer,
      ),
    };
  },
};
