// One pino logger for the process; request logs are children of it.
import { pino, type Logger } from 'pino';

export type { Logger };

export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: ['req.headers.cookie', 'password', 'newPassword', 'token'],
  });
}
