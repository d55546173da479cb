// The import browser tests' world and steps: a folder of projects an owner and a teammate share, the example
// files of docs/examples, choosing a file in the Import dialog, and what a board or the API shows after.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { createUser, signInAs, type TestUser } from '../../server/test/factories';
import type { TestClient } from '../../server/test/httpClient';
import { grantShare, makeClient, makeFolder, makeProject } from '../../server/test/workspace';
import { expectNoSeriousViolations } from './axe';
import { openSignedIn } from './flows';
import { PHONE, screenshot, startE2E, type E2E } from './harness';
import { dismissAllToasts, shown } from './waits';

const EXAMPLES = path.resolve(import.meta.dirname, '../../docs/examples');
/** The widths the issue asks to look at: a wide desktop and a phone. */
export const WIDE = { width: 1440, height: 900 };
export const example = (name: string) => readFileSync(path.join(EXAMPLES, name));

export const row = (page: Page, title: string) =>
  page.locator('[data-testid="backlog-list"] [data-card-id]').filter({ hasText: title });
export const cardsCounted = (page: Page, count: number) =>
  shown(page.locator(`[aria-label="${count} cards"]`).first());

/** Opens a project from the sidebar and waits for its heading. */
async function openProject(page: Page, name: string) {
  await page.getByText(name, { exact: true }).first().click();
  await shown(page.getByRole('heading', { name }));
  await dismissAllToasts(page);
}

/** Opens the Import dialog on the open project and gives it a file. */
export async function chooseFile(page: Page, name: string, content: Buffer | string) {
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = await shown(page.getByRole('dialog', { name: 'Import Cards' }));
  await dialog.getByLabel('Choose a file to import').setInputFiles({
    name,
    mimeType: name.endsWith('.json') ? 'application/json' : 'text/csv',
    buffer: Buffer.from(content),
  });
  return dialog;
}

/**
 * Waits until the page is drawn in the theme: the body's background dark or light, then two frames, as the
 * components' own styles follow the body's global style a frame later.
 */
async function themeShown(page: Page, dark: boolean) {
  await page.waitForFunction((wanted) => {
    const [r = 255, g = 255, b = 255] = (
      getComputedStyle(document.body).backgroundColor.match(/\d+/g) ?? []
    ).map(Number);
    return r + g + b < 384 === wanted;
  }, dark);
  await page.evaluate(
    () => new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame))),
  );
}

/**
 * Screenshots of what the page shows now, in the light and the dark theme: {name}-light-…, {name}-dark-…, and
 * with `axe` no serious accessibility violation in either. The test page's reduced motion (harness.ts) makes
 * the switch's colour transitions instant, so the dark one is not caught half way.
 */
export async function lightAndDark(page: Page, name: string, axe?: string) {
  if (axe) await expectNoSeriousViolations(page, `${axe} (light)`);
  await screenshot(page, `${name}-light`);
  await page.emulateMedia({ colorScheme: 'dark' });
  await themeShown(page, true);
  if (axe) await expectNoSeriousViolations(page, `${axe} (dark)`);
  await screenshot(page, `${name}-dark`);
  await page.emulateMedia({ colorScheme: 'light' });
  await themeShown(page, false);
}

/** The skipped rows the dialog lists, as text, once the preview has listed them (the file is read first). */
export async function skippedRows(page: Page): Promise<string[]> {
  const list = await shown(page.getByRole('list', { name: 'Rows skipped' }));
  await shown(list.getByRole('listitem').first());
  return list.getByRole('listitem').allInnerTexts();
}

/** A project's cards as the API lists them (title order kept as ranked). */
export async function cardTitles(api: TestClient, projectId: number): Promise<string[]> {
  const res = await api.get<{ cards: { title: string; order: string }[] }>(`/api/projects/${projectId}/data`);
  return [...res.body.cards].sort((a, b) => Number(a.order) - Number(b.order)).map((card) => card.title);
}

export interface ImportWorld {
  e2e: E2E;
  owner: TestUser;
  mate: TestUser;
  api: TestClient;
  folderId: number;
  projects: Record<string, number>;
  /** The owner's board and, with `teammate`, the member's, both on `project`. */
  boards: (
    project: string,
    teammate?: boolean,
    viewport?: { width: number; height: number },
  ) => Promise<{ pageA: Page; pageB: Page }>;
}

/** A server with Olivia (the owner) and Theo (a member) of the folder Product, holding one project a test. */
export async function startImportWorld(): Promise<ImportWorld> {
  const e2e = await startE2E();
  const owner = await createUser(e2e.server, { firstName: 'Olivia', lastName: 'Owner' });
  const mate = await createUser(e2e.server, { firstName: 'Theo', lastName: 'Mate' });
  const api = await signInAs(e2e.server, owner.user);
  const folderId = (await makeFolder(api, (await makeClient(api, 'Acme')).id, 'Product')).id as number;
  const projects: Record<string, number> = {};
  for (const [prefix, name] of [
    ['SHOP', 'Web Shop'],
    ['SITE', 'Website'],
    ['JIRA', 'From Jira'],
    ['SRC', 'Source'],
    ['COPY', 'Copy'],
    ['BAD', 'Damaged'],
    ['QA', 'Jira QA'],
  ] as const)
    projects[name] = (await makeProject(api, folderId, prefix, name)).id;
  await grantShare(e2e.server, folderId, owner.user.id, mate);
  await api.post('/api/cards', { title: 'Existing idea', projectId: projects['Web Shop'] });

  async function boards(project: string, teammate = true, viewport?: { width: number; height: number }) {
    const pageA = await e2e.newPage(viewport);
    await openSignedIn(pageA, e2e.server, owner.user);
    await openProject(pageA, project);
    // On a phone the sidebar covers the board until it is closed.
    if (viewport === PHONE) {
      await pageA.getByRole('button', { name: 'Close sidebar' }).click();
      await shown(pageA.getByRole('button', { name: 'Open sidebar' }));
    }
    if (!teammate) return { pageA, pageB: pageA };
    const pageB = await e2e.newPage();
    await openSignedIn(pageB, e2e.server, mate.user);
    await openProject(pageB, project);
    return { pageA, pageB };
  }
  return { e2e, owner, mate, api, folderId, projects, boards };
}
