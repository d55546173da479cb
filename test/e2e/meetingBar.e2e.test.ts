// Browser: the meeting bar is one line from 1280 px up, with two or six people in the
// meeting and long names, for the facilitator and a follower; below 1280 px its secondary controls move into
// a "More" menu that works (Shortcuts opens the sheet, Leave leaves, End meeting asks first). Its live dot,
// and the projector's, beat for a few seconds and then rest.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser, signIn, type TestUser } from '../../server/test/factories';
import type { TestClient } from '../../server/test/httpClient';
import { grantShare, makeClient, makeFolder, makeProject } from '../../server/test/workspace';
import { openSignedIn } from './flows';
import { DESKTOP, describeE2E, PHONE, screenshot, startE2E, type E2E } from './harness';
import { boardPage } from './meetingFlows';
import { expectMotionToStop } from './motion';
import { gone, shown } from './waits';

const NAMES = [
  ['Maximiliane', 'Featherstonehaugh'],
  ['Bartholomew', 'Montgomery-Smythe'],
  ['Anastasia', 'Vandenberghe'],
  ['Konstantinos', 'Papadopoulos'],
  ['Guinevere', 'Oyelaran-Whitfield'],
  ['Theodora', 'Castellanos'],
] as const;

describeE2E('the meeting bar at every width', () => {
  let e2e: E2E;
  const people: TestUser[] = [];
  let meetingId = 0;
  let projectId = 0;
  let api: TestClient;

  const bar = (page: Page) => page.getByRole('region', { name: 'Meeting' });

  /** Every item of the bar shares one band: the lowest top is above the highest bottom. */
  async function expectOneLine(page: Page, label: string) {
    const boxes = await bar(page).evaluate((root) => {
      const items = [...root.children].flatMap((child) =>
        getComputedStyle(child).display === 'flex' && child.querySelector('button')
          ? [...child.children]
          : [child],
      );
      return items
        .map((item) => item.getBoundingClientRect())
        .filter((box) => box.width > 0 && box.height > 0)
        .map((box) => ({ top: box.top, bottom: box.bottom }));
    });
    expect(boxes.length, label).toBeGreaterThan(2);
    const lowestTop = Math.max(...boxes.map((box) => box.top));
    const highestBottom = Math.min(...boxes.map((box) => box.bottom));
    expect(lowestTop, `${label}: the bar wraps`).toBeLessThan(highestBottom);
  }

  beforeAll(async () => {
    e2e = await startE2E();
    for (const [firstName, lastName] of NAMES)
      people.push(await createUser(e2e.server, { firstName, lastName }));
    api = await signIn(e2e.server, people[0]!);
    const client = await makeClient(api, 'Acme');
    const folder = await makeFolder(api, client.id, 'Product');
    projectId = (await makeProject(api, folder.id, 'APP', 'Mobile App')).id;
    for (const mate of people.slice(1)) await grantShare(e2e.server, folder.id, people[0]!.user.id, mate);
    for (const title of ['Guided tour', 'Dark mode']) await api.post('/api/cards', { title, projectId });
    meetingId = (await api.post(`/api/projects/${projectId}/meeting`)).body.id;
    await (await signIn(e2e.server, people[1]!)).post(`/api/meetings/${meetingId}/join`);
  });
  afterAll(() => e2e?.close());

  it('is one line at 1440 and 1280 px with two and with six people', async () => {
    const facilitator = await boardPage(e2e, people[0]!, { viewport: { width: 1440, height: 800 } });
    const follower = await boardPage(e2e, people[1]!, { viewport: { width: 1440, height: 800 } });
    await shown(bar(facilitator).getByText('You are running a meeting'));
    await shown(bar(follower).getByRole('button', { name: /Follow/ }));
    for (const count of [2, 6]) {
      for (const person of people.slice(2, count))
        await (await signIn(e2e.server, person)).post(`/api/meetings/${meetingId}/join`);
      const last = NAMES[count - 1]!.join(' ');
      await shown(bar(facilitator).locator(`ul[aria-label*="${last}"]`));
      for (const width of [1440, 1280]) {
        for (const [role, page] of [
          ['facilitator', facilitator],
          ['follower', follower],
        ] as const) {
          await page.setViewportSize({ width, height: 800 });
          await shown(bar(page).getByRole('button', { name: 'Shortcuts' }));
          await expectOneLine(page, `${role}, ${count} people, ${width} px`);
          expect(await bar(page).getByRole('button', { name: 'More meeting actions' }).count()).toBe(0);
        }
        await screenshot(facilitator, `meeting-bar-${count}-people`);
      }
    }
    await facilitator.emulateMedia({ colorScheme: 'dark' });
    await screenshot(facilitator, 'meeting-bar-dark');
  });

  it('beats the live dot for under five seconds on the board and the projector, then nothing moves', async () => {
    // Motion as people with no preference see it (browser tests reduce it otherwise).
    const facilitator = await e2e.newPage(DESKTOP, { motion: true });
    await openSignedIn(facilitator, e2e.server, people[0]!.user);
    await shown(bar(facilitator).getByText('You are running a meeting'));
    const link = new URL((await api.post(`/api/projects/${projectId}/room-links`)).body.url);
    const projector = await e2e.newPage({ width: 1920, height: 1080 }, { motion: true });
    await projector.goto(link.pathname + link.hash);
    await shown(projector.getByTestId('present-meeting'));
    await expectMotionToStop(facilitator, 'the board in a meeting');
    await expectMotionToStop(projector, 'the projector in a meeting');
  });

  it('moves the secondary controls into a working menu below 1280 px', async () => {
    const facilitator = await boardPage(e2e, people[0]!, { viewport: { width: 1100, height: 800 } });
    const follower = await boardPage(e2e, people[1]!, { viewport: { width: 1100, height: 800 } });
    const more = (page: Page) => bar(page).getByRole('button', { name: 'More meeting actions' });
    for (const page of [facilitator, follower]) {
      await shown(more(page));
      expect(await bar(page).getByRole('button', { name: 'Shortcuts' }).count()).toBe(0);
    }
    await gone(bar(facilitator).getByRole('button', { name: 'End meeting' }));
    await screenshot(facilitator, 'meeting-bar-narrow');

    // The facilitator's menu: Shortcuts opens the sheet; End meeting and Hand over are there too.
    await more(facilitator).click();
    const menu = facilitator.getByRole('menu');
    await shown(menu.getByRole('menuitem', { name: 'End meeting' }));
    await shown(menu.getByRole('menuitem', { name: `Hand over to ${NAMES[1][0]} ${NAMES[1][1]}` }));
    await screenshot(facilitator, 'meeting-bar-menu');
    await menu.getByRole('menuitem', { name: 'Shortcuts' }).click();
    const sheet = facilitator.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await shown(sheet);
    await facilitator.keyboard.press('Escape');
    await gone(sheet);

    // A phone: still the menu, and it works.
    await facilitator.setViewportSize(PHONE);
    await facilitator.emulateMedia({ colorScheme: 'dark' });
    const closeSidebar = facilitator.getByRole('button', { name: 'Close sidebar' });
    if (await closeSidebar.isVisible()) await closeSidebar.click();
    await more(facilitator).click();
    await shown(facilitator.getByRole('menu').getByRole('menuitem', { name: 'Shortcuts' }));
    await screenshot(facilitator, 'meeting-bar-phone-menu');
    await facilitator.keyboard.press('Escape');

    // The follower's menu: Leave leaves the meeting. The menu closes at the click and the bar offers Follow (not
    // "Follow again") at once; the server has them out of the meeting.
    await more(follower).click();
    await follower.getByRole('menu').getByRole('menuitem', { name: 'Leave' }).click();
    await gone(follower.getByRole('menu'));
    await shown(bar(follower).getByRole('button', { name: 'Follow', exact: true }));
    await expect
      .poll(async () => {
        const answer = await api.get(`/api/projects/${projectId}/meeting`);
        return (answer.body.meeting.participants as { userId: string }[]).map((person) => person.userId);
      })
      .not.toContain(people[1]!.user.id);
  });
});
