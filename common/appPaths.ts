// Screens the server sends a browser to by address (redirects after an e-mailed link). No zod here: the
// landing screen's bundle imports this and must stay small (test/landingSize.test.ts).

/** Where a used, expired or unknown e-mail verification link lands; it names no one. */
export const VERIFY_EMAIL_FAILED_PATH = '/verify-email';
