import { expect, test } from '@playwright/test';
import { closeContexts, createProject, signUpInNewContext } from './support.ts';

test.afterEach(async ({ browser }) => closeContexts(browser));

test('the app is installable: a valid manifest with icons and shortcuts, a service worker', async ({
  browser,
  baseURL,
}) => {
  const { page } = await signUpInNewContext(browser, 'Ines Install');
  const link = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(link).toBe('/manifest.webmanifest');
  const answer = await page.request.get(link!);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['cache-control']).toBe('no-cache');
  const manifest = (await answer.json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: Array<{ src: string; sizes: string; purpose: string }>;
    shortcuts: Array<{ name: string; url: string }>;
  };
  expect(manifest).toMatchObject({
    name: 'Tandem',
    start_url: '/dashboard',
    display: 'standalone',
  });
  const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of manifest.icons) {
    const image = await page.request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
  }
  expect(manifest.shortcuts.map((s) => s.url)).toEqual([
    '/front/task/add',
    '/timetracking',
    '/notifications',
  ]);

  // The worker takes the page over and keeps the app's page for offline use.
  const worker = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const keys = await caches.keys();
    return { script: registration.active?.scriptURL, caches: keys };
  });
  expect(worker.script).toBe(`${baseURL}/sw.js`);
  expect(worker.caches.some((name) => name.includes('precache'))).toBe(true);
});

test('offline, a page visited before opens from the kept app with its last data, and recovers', async ({
  browser,
}) => {
  const { page } = await signUpInNewContext(browser, 'Otto Offline');
  await createProject(page, 'Kept offline');
  await page.evaluate(() => navigator.serviceWorker.ready);
  // Controlled by the worker from the next load on, once the precache is complete.
  await page.waitForFunction(async () => {
    const cache = await caches.open((await caches.keys()).find((k) => k.includes('precache'))!);
    return (await cache.keys()).some((request) => request.url.endsWith('/index.html'));
  });
  await page.goto('/projects');
  await expect(page.getByRole('link', { name: 'Kept offline' })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // What was seen is kept in the browser (written at most every two seconds).
  await page.waitForFunction(() => localStorage.getItem('tandem-offline-cache') !== null);

  await page.context().setOffline(true);
  await page.goto('/projects');
  await expect(page.getByTestId('connection-notice')).toContainText('You are offline.');
  await expect(page.getByRole('link', { name: 'Kept offline' })).toBeVisible();
  await expect(page.getByText('Something went wrong')).toBeHidden();

  // Back online, it comes back by itself: no reload.
  await page.context().setOffline(false);
  await expect(page.getByTestId('connection-notice')).not.toContainText('You are offline.', {
    timeout: 15_000,
  });
  await expect(page.getByRole('button', { name: 'Your account' })).toBeVisible();

  // Signing out forgets the kept copy.
  await page.goto('/signout');
  await expect(page).toHaveURL(/\/signin/);
  expect(await page.evaluate(() => localStorage.getItem('tandem-offline-cache'))).toBeNull();
});

test('with the server away the app waits and says so, and comes back with it', async ({
  browser,
}) => {
  const { page } = await signUpInNewContext(browser, 'Sven Server');
  // The server answers nothing (as when it is stopped), then returns.
  await page.context().route('**/api/auth/session', (route) => route.abort('connectionrefused'));
  await page.reload();
  await expect(page.getByText('The server cannot be reached right now.')).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText('Something went wrong')).toBeHidden();
  await page.context().unroute('**/api/auth/session');
  await expect(page.getByRole('button', { name: 'Your account' })).toBeVisible({ timeout: 20_000 });
});
