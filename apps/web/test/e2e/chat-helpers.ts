/** What the chat journeys do again and again: subscribe through the API, type a message, wait for the whole reply. */
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { MSG } from '@booktutor/contracts/messages';
import type { TestUser } from '../../../server/test/factories';
import type { Product } from './harness';

export async function subscribe(product: Product, user: TestUser, bookId: string) {
  const res = await fetch(`${product.baseUrl}/api/subscriptions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
    body: JSON.stringify({ bookId }),
  });
  expect(res.status).toBeLessThan(300);
}

export const input = (page: Page) => page.getByPlaceholder(MSG.chat.inputPlaceholder);
export const assistantBubbles = (page: Page) => page.locator('[data-role="assistant"]');

/** Waits until no reply is on its way: none thinking, none still streaming in (aria-busy). */
export async function repliesFinished(page: Page) {
  await page.waitForFunction(() => !document.querySelector('[data-testid="thinking"], [data-role="assistant"][aria-busy="true"]'));
}

/** Sends `text` and returns the tutor's reply once it has finished streaming. */
export async function ask(page: Page, text: string) {
  const before = await assistantBubbles(page).count();
  await input(page).fill(text);
  await input(page).press('Enter');
  await assistantBubbles(page).nth(before).waitFor();
  await repliesFinished(page);
  return assistantBubbles(page).nth(before);
}

/** Whether a click at the centre of the control reaches it, not a toast (or anything else) on top. */
export async function reachableAtCentre(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (el === hit || el.contains(hit));
  });
}
