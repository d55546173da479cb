// One pino logger for the process; request logs are children of it. In development the lines are
// pretty-printed by pino's own pretty printer; everywhere else they stay JSON, one object a line, for a log
// collector. pino-pretty runs in this thread, as a synchronous stream, not as pino's transport: a transport's
// worker thread held 11 MB of an idle server's memory (bench:start), and a development server's few lines a
// second need no second thread. It is loaded only when used, so production never loads it.
import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import type PinoPretty from 'pino-pretty';
import { lazyPackage } from './lazyPackage';

const pinoPretty = lazyPackage<typeof PinoPretty>('pino-pretty');

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

/** pino's options: the same redaction and serializers for either format. */
const loggerOptions = (level: string): LoggerOptions => ({
  level,
  redact: ['req.headers.cookie', 'password', 'newPassword', 'token'],
  serializers: { err: withoutQueryParameters },
});

/**
 * pino-pretty's stream to stdout, written as each line is logged. A request's line already says its `request`
 * fields ("GET /api/clients 200 4 ms", requestLog.ts): printed again they would take four lines more.
 */
function prettyStdout(): DestinationStream {
  return pinoPretty()({
    colorize: true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname,request',
    sync: true,
  });
}

/** `destination` (JSON only) lets a test read the lines. */
export function createLogger(level: string, format: LogFormat = {}, destination?: DestinationStream): Logger {
  const options = loggerOptions(level);
  if (format.pretty) return pino(options, prettyStdout());
  return destination ? pino(options, destination) : pino(options);
}
