// One pino logger for the process; request logs are children of it.
import { pino, type Logger } from 'pino';

export type { Logger };

// Database errors carry the query's bound values (password hashes, tokens): never log them.
function withoutQueryParameters(error: Error) {
  const serialized = pino.stdSerializers.err(error) as ReturnType<typeof pino.stdSerializers.err> & {
    params?: unknown;
  };
  delete serialized.params;
  return serialized;
}

export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: ['req.headers.cookie', 'password', 'newPassword', 'token'],
    serializers: { err: withoutQueryParameters },
  });
}
