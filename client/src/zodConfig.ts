// Runs before any schema parses: zod must not probe for eval, which the app's CSP forbids (docs/security.md).
import { z } from 'zod';

// Without `jitless`, zod's first object parse tries `new Function('')`; the CSP blocks it and Chromium reports a
// securitypolicyviolation even though zod catches the error. The compiled fast path is not worth allowing eval.
z.config({ jitless: true });
