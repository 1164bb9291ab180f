import type { Browser, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { PASSWORD, closeContexts, signUpInNewContext, uniqueEmail } from './support.ts';

test.afterEach(({ browser }) => closeContexts(browser));

/** Signs a new person up in a context where the site may show notifications. */
async function signUpWithNotifications(browser: Browser, baseURL: string): Promise<Page> {
  // Undecided, unlike the suite's other browsers (playwright.config.ts).
  const context = await browser.newContext({
    locale: 'en-US',
    storageState: { cookies: [], origins: [] },
  });
  await context.grantPermissions(['notifications'], { origin: baseURL });
  const page = await context.newPage();
  await page.goto('/signup');
  await page.getByLabel('Full name').fill('Petra Push');
  await page.getByLabel('E-mail').fill(uniqueEmail('petra'));
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

const storedConfig = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('notification-config') ?? 'null') as {
        timestamp: number;
        value: { askLaterChosenAtMs: number; choice: string };
      } | null,
  );

test('the push question is asked politely, "Ask later" puts it off, and a reload does not bring it back', async ({
  browser,
  baseURL,
}) => {
  const page = await signUpWithNotifications(browser, baseURL!);
  const question = page.getByRole('region', { name: 'Get notified on this device?' });
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: 'Turn on' })).toBeVisible();
  // It takes no focus: the page keeps it.
  await expect(question.getByRole('button', { name: 'Ask later' })).not.toBeFocused();

  const before = Date.now();
  await question.getByRole('button', { name: 'Ask later' }).focus();
  await page.keyboard.press('Enter');
  await expect(question).toBeHidden();
  const stored = await storedConfig(page);
  expect(stored?.value.choice).toBe('UNDECIDED');
  expect(stored?.value.askLaterChosenAtMs).toBeGreaterThanOrEqual(before - 1000);
  expect(stored?.value.askLaterChosenAtMs).toBeLessThanOrEqual(Date.now());

  await page.reload();
  await expect(page.getByRole('button', { name: 'Your account' })).toBeVisible();
  await expect(question).toBeHidden();
});

test('the service worker is served fresh, registered, and answers a language change', async ({
  browser,
  baseURL,
}) => {
  const page = await signUpWithNotifications(browser, baseURL!);
  const script = await page.request.get('/sw.js');
  expect(script.status()).toBe(200);
  expect(script.headers()['cache-control']).toBe('no-cache');
  expect(script.headers()['content-type']).toMatch(/javascript/);
  const answer = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const channel = new MessageChannel();
    const reply = new Promise((resolve) => (channel.port1.onmessage = (e) => resolve(e.data)));
    registration.active!.postMessage({ type: 'LANGUAGE_CHANGED', language: 'cs-CZ' }, [
      channel.port2,
    ]);
    return { script: registration.active!.scriptURL, reply: await reply };
  });
  expect(answer).toEqual({
    script: `${baseURL}/sw.js`,
    reply: { type: 'LANGUAGE_CHANGED_ACK', language: 'cs-CZ' },
  });
});

test('turning pushes on in a browser without a push service says so plainly', async ({
  browser,
  baseURL,
}) => {
  const page = await signUpWithNotifications(browser, baseURL!);
  const question = page.getByRole('region', { name: 'Get notified on this device?' });
  await question.getByRole('button', { name: 'Turn on' }).click();
  await expect(question.getByRole('alert')).toHaveText(
    'This browser cannot receive push notifications.',
    { timeout: 30_000 },
  );
  expect((await storedConfig(page))?.value.choice).toBe('UNDECIDED');
  await question.getByRole('button', { name: 'Close' }).click();
  await expect(question).toBeHidden();
});

test('nothing is asked in a browser that said no, nor where notifications are blocked', async ({
  browser,
}) => {
  const { page } = await signUpInNewContext(browser, 'Nora Nopush');
  const question = page.getByRole('region', { name: 'Get notified on this device?' });
  // The suite's browsers said "No".
  await expect(page.getByRole('button', { name: 'Your account' })).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect(question).toBeHidden();

  // Undecided, with notifications blocked for the site in the browser's settings.
  await page.addInitScript(() => {
    localStorage.removeItem('notification-config');
    Object.defineProperty(Notification, 'permission', { get: () => 'denied' });
  });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Your account' })).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready);
  expect(await storedConfig(page)).toBeNull();
  await expect(question).toBeHidden();
});
