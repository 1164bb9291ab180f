import type { Locator, Page } from '@playwright/test';

/** A point of an element: its centre, or `position` from its top left corner. */
async function pointOf(target: Locator, position?: { x: number; y: number }) {
  const box = await target.boundingBox();
  if (!box) throw new Error('The element to drag to is not on the page.');
  return position
    ? { x: box.x + position.x, y: box.y + position.y }
    : { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Drags with the mouse the way a person does: press, move a little (the board starts a drag
 * only after a few pixels, so that a click stays a click), glide over in steps, release.
 */
export async function dragWithMouse(
  page: Page,
  source: Locator,
  target: Locator,
  options: { targetPosition?: { x: number; y: number } } = {},
): Promise<void> {
  await source.scrollIntoViewIfNeeded();
  const from = await pointOf(source);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 12, from.y + 12, { steps: 4 });
  const to = await pointOf(target, options.targetPosition);
  await page.mouse.move(to.x, to.y, { steps: 15 });
  await page.mouse.move(to.x, to.y + 1);
  await page.mouse.up();
}

/**
 * Drags with a finger through the DevTools protocol: a long press (longer than the board's
 * 250 ms) picks the item up, then the finger moves in steps and lifts.
 */
export async function dragWithFinger(
  page: Page,
  from: { x: number; y: number },
  target: Locator,
): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: string, point?: { x: number; y: number }) =>
    cdp.send('Input.dispatchTouchEvent', {
      type: type as 'touchStart',
      touchPoints: point ? [{ x: point.x, y: point.y }] : [],
    });
  await touch('touchStart', from);
  await page.waitForTimeout(400);
  const to = await pointOf(target);
  const steps = 12;
  for (let step = 1; step <= steps; step += 1) {
    await touch('touchMove', {
      x: from.x + ((to.x - from.x) * step) / steps,
      y: from.y + ((to.y - from.y) * step) / steps,
    });
  }
  await touch('touchEnd');
  await cdp.detach();
}
