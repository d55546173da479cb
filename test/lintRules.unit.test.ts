// Two lint rules of eslint.config.js, run through ESLint with the project's own config on code that is never
// written to disk: nothing happens by importing a module (docs/architecture.md "Directions"), and no module
// passes 300 lines.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

/** What ESLint says about `code`, linted as if it were `filePath`. */
async function messages(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages;
}

/** The lines the side-effect rule reports. */
async function effectLines(code: string, filePath = 'client/src/realtime/someLive.ts'): Promise<number[]> {
  const found = await messages(code, filePath);
  return found.filter((m) => m.message.startsWith('No side effect on import')).map((m) => m.line);
}

describe('no side effect on import', () => {
  it('reports a call a declaration makes at once, destructured or not', async () => {
    const code = [
      "import { createLive, connect } from './live';",
      'export const { open, close } = createLive({ connect });',
      'export const socket = connect();',
      'const [first] = connect() as string[];',
      'export const later = { socket: await connect() };',
      'export default createLive({ connect });',
    ].join('\n');
    expect(await effectLines(code)).toEqual([2, 3, 4, 5, 6]);
  });

  it('reports statements that run: a call, void, a timer, a loop', async () => {
    const code = [
      "import { start } from './start';",
      'start();',
      'void start();',
      'setInterval(start, 1000);',
      'for (const n of [1, 2]) start(n);',
    ].join('\n');
    expect(await effectLines(code)).toEqual([2, 3, 4, 5]);
  });

  it('lets constants be built: schemas, styled and memoised components, derived lists, getters', async () => {
    const code = [
      "import { z } from 'zod';",
      "import styled from 'styled-components';",
      "import { createContext, memo } from 'react';",
      "import { createLive } from './live';",
      'export const card = z.object({ id: z.number().int() }).strict();',
      'export const patch = card.partial().optional();',
      'export const Box = styled.div`color: red;`;',
      'export const Wide = styled(Box).attrs({ role: "note" })``;',
      'export const Theme = createContext(null);',
      'export const Row = memo(function Row() { return null; });',
      "export const NAMES = Object.freeze(['a', 'b'].map((n) => n.toUpperCase()));",
      'export const seen = new Set<number>();',
      'let live: ReturnType<typeof createLive> | undefined;',
      'export const open = () => (live ??= createLive()).open();',
      'export function close() { createLive().close(); }',
    ].join('\n');
    expect(await effectLines(code)).toEqual([]);
  });

  it('leaves the entries alone', async () => {
    const code = "import { start } from './start';\nstart();\nexport const app = start();";
    expect(await effectLines(code, 'client/src/main.tsx')).toEqual([]);
    expect(await effectLines(code, 'server/index.ts')).toEqual([]);
    expect(await effectLines(code, 'server/cli/createAdmin.ts')).toEqual([]);
  });
});

describe('at most 300 lines a module', () => {
  const lines = (count: number) =>
    Array.from({ length: count }, (_, i) => `export const n${i} = ${i};`).join('\n');
  const tooLong = async (code: string, filePath: string) =>
    (await messages(code, filePath)).some((m) => m.ruleId === 'max-lines');

  it('refuses line 301 of a module, blank lines and comments included', async () => {
    expect(await tooLong(lines(300), 'server/domain/long.ts')).toBe(false);
    expect(await tooLong(`${lines(299)}\n\n// why`, 'client/src/ui/Long.tsx')).toBe(true);
  });

  it('lets tests and their kits be longer', async () => {
    expect(await tooLong(lines(400), 'server/domain/long.test.ts')).toBe(false);
    expect(await tooLong(lines(400), 'server/test/bigKit.ts')).toBe(false);
  });
});
