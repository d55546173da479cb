// Where the browser for the browser tests is, and what happens when there is none.
// Kept free of test-runner imports so vitest's globalSetup can use it too.
import fs from 'node:fs';
import path from 'node:path';

const SKIP_MESSAGE = 'browser tests skipped: no Chromium found (set CHROMIUM_PATH or install chromium)';

/** CI sets E2E_REQUIRED=1: a missing browser is then a failure, not a skip. */
export const e2eRequired = () => process.env.E2E_REQUIRED === '1' || process.env.E2E_REQUIRED === 'true';

const isExecutable = (file: string) => {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
};

/** Debian's chromium-headless-shell: the same Chromium without the browser's windows and toolbars. */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * CHROMIUM_PATH when set (and nothing else then: an explicit path that does not exist means "no browser"),
 * else (tests only) Debian's headless shell — what Playwright itself drives headless: a browser test costs
 * about a fifth less CPU than in the whole browser, whose every window also starts its toolbars' pages —,
 * else /usr/bin/chromium, else chromium or chromium-browser on PATH. null when none is found. The UI
 * benchmark measures the whole browser, as people use it (`{ headlessShell: false }`).
 */
export function findChromium({ headlessShell = true } = {}): string | null {
  const explicit = process.env.CHROMIUM_PATH?.trim();
  if (explicit) return isExecutable(explicit) ? explicit : null;
  if (headlessShell && isExecutable(HEADLESS_SHELL)) return HEADLESS_SHELL;
  if (isExecutable('/usr/bin/chromium')) return '/usr/bin/chromium';
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    for (const name of ['chromium', 'chromium-browser']) {
      const candidate = path.join(dir, name);
      if (isExecutable(candidate)) return candidate;
    }
  }
  return null;
}

export function missingChromiumMessage(): string {
  const where = process.env.CHROMIUM_PATH
    ? `CHROMIUM_PATH=${process.env.CHROMIUM_PATH} is not an executable file`
    : 'neither /usr/bin/chromium nor chromium on PATH exists';
  return e2eRequired()
    ? `E2E_REQUIRED=1 but no Chromium found (${where}): install Debian's chromium or set CHROMIUM_PATH`
    : `${SKIP_MESSAGE} [${where}]`;
}
