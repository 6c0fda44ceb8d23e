// Moving through a screen as a keyboard user does (issue 22): Tab, the skip link, arrow keys.
import type { Language } from '@folio/core';
import type { Locator, Page } from '@playwright/test';

import { expect, messagesOf } from './web-test';

/**
 * Presses `key` (Tab, or Shift+Tab to go back) until `target` has the focus; fails past `limit`
 * presses (it is not reachable that way).
 */
export async function tabTo(page: Page, target: Locator, limit = 40, key = 'Tab') {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) {
      return;
    }
    await page.keyboard.press(key);
  }
  await expect(target, `reachable with ${key} in ${String(limit)} presses`).toBeFocused();
}

/** Goes to the first row of a list with Home, then down with the arrow until `target` has the focus. */
export async function arrowTo(page: Page, target: Locator, limit = 10) {
  await page.keyboard.press('Home');
  await tabTo(page, target, limit, 'ArrowDown');
}

/** The first stop of every screen is the skip link, and it takes the focus to the content. */
export async function skipToContent(page: Page, language: Language) {
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: messagesOf(language).common.skipToContent });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
}

/** Where the focus is, for a message: the focused element's tag, role and name. */
export const focusedElement = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active === null || active === document.body
      ? 'body'
      : `${active.tagName.toLowerCase()} ${active.getAttribute('aria-label') ?? active.textContent?.slice(0, 40) ?? ''}`;
  });
