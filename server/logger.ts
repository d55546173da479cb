// One pino logger for the process; request logs are children of it. In development the lines are
// pretty-printed by pino's own pretty printer (pino-pretty, in a worker thread); everywhere else they stay
// JSON, one object a line, for a log collector.
import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';

export type { Logger };

// Database errors carry the query's bound values (password hashes, tokens): never log them.
function withoutQueryParameters(error: Error) {
  const serialized = pino.stdSerializers.err(error) as ReturnType<typeof pino.stdSerializers.err> & {
    params?: unknown;
  };
  delete serialized.params;
  return serialized;
}

export interface LogFormat {
  /** Human-readable lines (development); JSON otherwise. */
  pretty?: boolean;
}

/** Pretty lines for a person in development; JSON for a log collector in production (and in tests). */
export const logFormatFor = (env: 'development' | 'production' | 'test'): LogFormat => ({
  pretty: env === 'development',
});

/** pino's options: the same redaction and serializers either way; pretty adds pino-pretty's transport. */
export function loggerOptions(level: string, { pretty = false }: LogFormat = {}): LoggerOptions {
  return {
    level,
    redact: ['req.headers.cookie', 'password', 'newPassword', 'token'],
    serializers: { err: withoutQueryParameters },
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}

/** `destination` (JSON only) lets a test read the lines. */
export function createLogger(level: string, format: LogFormat = {}, destination?: DestinationStream): Logger {
  const options = loggerOptions(level, format);
  return destination && !options.transport ? pino(options, destination) : pino(options);
}
