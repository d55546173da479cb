// What makes a text file unreadable as a table, each named by its line and cause as a person fixes it: a control
// character (a NUL cannot even be stored), a quoted cell never closed (it takes in the rest of the file).
import { CONTROL_CHARACTER } from './detect';
import type { Table } from './table';

/** The 1-based line of `offset`, counting CRLF, LF and a lone CR as one line break each (as readTable does). */
function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let at = 0; at < offset; at++) {
    const char = text.charCodeAt(at);
    if (char === 10 || (char === 13 && text.charCodeAt(at + 1) !== 10)) line++;
  }
  return line;
}

interface Problem {
  line: number;
  message: string;
}

/** "Line 3 holds a NUL byte: …" for the first control character of the whole text, or null. */
function controlCharacter(text: string): Problem | null {
  const found = CONTROL_CHARACTER.exec(text);
  if (!found) return null;
  const code = found[0].charCodeAt(0);
  const what =
    code === 0 ? 'a NUL byte' : `a control character (U+${code.toString(16).toUpperCase().padStart(4, '0')})`;
  const line = lineAt(text, found.index);
  return { line, message: `Line ${line} holds ${what}: this looks like a binary file` };
}

/**
 * Why a CSV cannot be read as it stands, one message a problem in the order of the file; [] when it can.
 * `text` is the decoded file, `table` what readTable made of it.
 */
export function fileProblems(text: string, table: Table): string[] {
  const problems = [controlCharacter(text)];
  const unclosed = table.unclosedQuote;
  if (unclosed)
    problems.push({
      line: unclosed.line,
      message: unclosed.stray
        ? `Line ${unclosed.line}: a quoted cell is never closed (a " inside it is not doubled as "", so it takes in the rest of the file)`
        : `Line ${unclosed.line}: a quoted cell is never closed (an unclosed " takes in the rest of the file)`,
    });
  return problems
    .filter((problem): problem is Problem => problem !== null)
    .sort((a, b) => a.line - b.line)
    .map((problem) => problem.message);
}
