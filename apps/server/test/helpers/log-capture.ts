import { pino } from 'pino';

export interface LogLine {
  level: number;
  msg?: string;
  reqId?: string;
  err?: { type?: string; message?: string; stack?: string };
  [key: string]: unknown;
}

/** A real pino logger whose JSON lines land in an array, to check what the app logs. */
export function captureLog(level = 'info') {
  const lines: LogLine[] = [];
  const log = pino(
    { level },
    { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) },
  );
  return { log, lines };
}
