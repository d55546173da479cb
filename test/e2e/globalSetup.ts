// Once per vitest run: a scratch folder for the browser tests' client build. The first browser-test file
// builds into it (see harness.ts), so a run without browser tests pays nothing and is not affected by the client.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eDir: string;
  }
}

export default function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardplan-e2e-'));
  project.provide('e2eDir', dir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
