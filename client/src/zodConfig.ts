// Runs before any schema parses: zod must not probe for eval, which the app's CSP forbids (docs/security.md).
// Only zod's tiny core config is imported here: the schemas and zod itself load with the screens that validate.
import { config } from 'zod/v4/core';

// Without `jitless`, zod's first object parse tries `new Function('')`; the CSP blocks it and Chromium reports a
// securitypolicyviolation even though zod catches the error. The compiled fast path is not worth allowing eval.
// zod reads the setting when an object schema is built, and every chunk that builds one loads after this entry.
config({ jitless: true });
