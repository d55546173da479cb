// The management dialogs as the browser tests use them (manage*.e2e.test.ts): a dialog or button by its exact
// name, a list row by its text, and opening and closing a dialog.
import type { Locator, Page } from 'playwright-core';
import { gone, shown } from './waits';

export const dialog = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });
export const button = (scope: Page | Locator, name: string) =>
  scope.getByRole('button', { name, exact: true });

/** Opens a management dialog from the sidebar (a drawer on phones, open by default). */
export async function openFromSidebar(page: Page, label: string, title: string) {
  await button(page.getByRole('complementary', { name: 'Sidebar' }), label).click();
  return shown(dialog(page, title));
}

export const rowOf = (list: Locator, text: string) => list.getByRole('listitem').filter({ hasText: text });

export async function closeDialog(page: Page, box: Locator) {
  await page.keyboard.press('Escape');
  await gone(box);
}
