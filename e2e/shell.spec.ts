import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import {
  PASSWORD,
  addTasklist,
  closeContexts,
  createProject,
  quickAddTasks,
  signUpInNewContext,
} from './support.ts';

test.afterEach(({ browser }) => closeContexts(browser));

const nav = (page: Page) =>
  page.getByRole('navigation', { name: /^(Main navigation|Hlavní navigace)$/ });
const blur = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
const scheme = (page: Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));

test('the shell: navigation with only built areas, favourites, folding, the user menu', async ({
  browser,
}) => {
  const { page } = await signUpInNewContext(browser, 'Shell Sara');
  await expect(page.getByRole('link', { name: 'Tandem' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'New task' })).toBeVisible();
  for (const area of [
    'Dashboard',
    'Calendar',
    'Projects',
    'Time tracking',
    'Reports',
    'People',
    'Notifications',
    'Finished tasks',
    'Trash',
    'Profile',
    'Settings',
    'Notification settings',
  ]) {
    await expect(nav(page).getByRole('link', { name: area, exact: true })).toBeVisible();
  }
  // Areas not built yet are not offered (search is in the top bar, not the navigation).
  for (const missing of ['Business', 'Search']) {
    await expect(nav(page).getByRole('link', { name: missing })).toHaveCount(0);
  }

  await createProject(page, 'Lighthouse');
  await page.getByRole('button', { name: 'Mark Lighthouse as a favourite' }).click();
  await expect(nav(page).getByRole('link', { name: 'Lighthouse' })).toBeVisible();

  // Folded to icons, the links keep their names; it stays folded after a reload.
  await page.getByRole('button', { name: 'Collapse the navigation' }).click();
  await expect(nav(page).getByText('Projects', { exact: true })).toBeHidden();
  await page.reload();
  await nav(page).getByRole('link', { name: 'Projects' }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await page.getByRole('button', { name: 'Expand the navigation' }).click();
  await expect(nav(page).getByText('Projects', { exact: true })).toBeVisible();

  // The language from the user menu, kept for the account.
  await page.getByRole('button', { name: 'Your account' }).click();
  await page.getByRole('menuitem', { name: /Language/ }).click();
  await page.getByRole('menuitemradio', { name: 'Čeština' }).click();
  await expect(nav(page).getByRole('link', { name: 'Projekty' })).toBeVisible();
  await page.reload();
  await expect(nav(page).getByRole('link', { name: 'Projekty' })).toBeVisible();
  await page.getByRole('button', { name: 'Váš účet' }).click();
  await page.getByRole('menuitem', { name: /Jazyk/ }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(nav(page).getByRole('link', { name: 'Projects' })).toBeVisible();

  // One popup at a time: opening the user menu closes the project's menu, and popups sit above
  // the main navigation.
  await nav(page).getByRole('link', { name: 'Lighthouse' }).click();
  await page.getByRole('button', { name: 'Project actions' }).click();
  await expect(page.getByRole('menuitem', { name: /Edit project/ })).toBeVisible();
  await page.getByRole('button', { name: 'Your account' }).click();
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByRole('menu')).toHaveCount(1);
  const layers = await page.evaluate(() => {
    /** The stacking level of the nearest positioned ancestor that sets one. */
    const zOf = (start: Element | null) => {
      for (let el = start; el; el = el.parentElement) {
        const z = getComputedStyle(el).zIndex;
        if (z !== 'auto') return Number(z);
      }
      return 0;
    };
    return {
      menu: zOf(document.querySelector('[role="menu"]')),
      header: zOf(document.querySelector('header')),
    };
  });
  expect(layers.menu).toBeGreaterThan(layers.header);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
});

test('dark mode is chosen in the user menu and kept on the server for every device', async ({
  browser,
}) => {
  const { page, email } = await signUpInNewContext(browser, 'Dark Dana');
  expect(await scheme(page)).toBe('light');
  await page.getByRole('button', { name: 'Your account' }).click();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect.poll(() => scheme(page)).toBe('dark');

  // Another device (a fresh browser with a light system theme) signs in dark.
  const other = await browser.newContext({ locale: 'en-US', colorScheme: 'light' });
  const second = await other.newPage();
  await second.goto('/signin');
  await second.getByLabel('E-mail').fill(email);
  await second.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await second.getByRole('button', { name: 'Sign in' }).click();
  await expect(second).toHaveURL(/\/dashboard$/);
  await expect.poll(() => scheme(second)).toBe('dark');

  // "Same as the system" follows the browser's preference again.
  await second.getByRole('button', { name: 'Your account' }).click();
  await second.getByRole('menuitemradio', { name: 'Same as the system' }).click();
  await expect.poll(() => scheme(second)).toBe('light');
});

test('settings from the navigation: the look changes the shell at once, e-mails stay off', async ({
  browser,
}) => {
  const { page, email } = await signUpInNewContext(browser, 'Settings Sam');
  await nav(page).getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page).toHaveURL(/\/profile\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  // Settings is the current area, not Profile too, though its address is under /profile.
  await expect(nav(page).getByRole('link', { name: 'Settings', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(nav(page).getByRole('link', { name: 'Profile', exact: true })).not.toHaveAttribute(
    'aria-current',
    'page',
  );
  const details = page.getByRole('region', { name: 'Personal details' });
  await expect(details.getByLabel('Full name')).toHaveValue('Settings Sam');
  await expect(details.getByLabel('E-mail')).toHaveValue(email);

  // The look: dark at once for the whole shell, and the user menu shows the same choice.
  expect(await scheme(page)).toBe('light');
  const look = page.getByRole('region', { name: 'Appearance' });
  await look.getByText('Dark', { exact: true }).click();
  await expect.poll(() => scheme(page)).toBe('dark');
  await expect(look.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await page.getByRole('button', { name: 'Your account' }).click();
  await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.keyboard.press('Escape');

  // E-mails off, through the notification settings: still off after a reload.
  const notices = page.getByRole('region', { name: 'Notifications' });
  const mails = notices.getByRole('switch', { name: 'Send me e-mails', exact: true });
  await expect(mails).toBeChecked();
  const saved = page.waitForResponse((r) => r.url().includes('/api/settings/save') && r.ok());
  await mails.click();
  await saved;
  await expect(mails).not.toBeChecked();
  await page.reload();
  await expect(mails).not.toBeChecked();
  await expect(notices.getByRole('switch', { name: /^Monthly report/ })).toBeEnabled();
  expect(await scheme(page)).toBe('dark');

  // The full notification settings agree, one link away.
  await notices.getByRole('link', { name: 'All notification settings' }).click();
  await expect(page).toHaveURL(/\/settings\/notifications$/);
  await expect(
    page.getByRole('switch', { name: 'Send me e-mails', exact: true }),
  ).not.toBeChecked();
});

test('keyboard only: c adds a task to the project on screen, Alt+→ moves it to the next list', async ({
  browser,
}) => {
  const { page } = await signUpInNewContext(browser, 'Key Karel');
  await createProject(page, 'Keyboard works');
  await addTasklist(page, 'Now');
  await addTasklist(page, 'Next');
  await quickAddTasks(page, 'Now', ['Warm up']);
  await blur(page);

  await page.keyboard.press('c');
  const dialog = page.getByRole('dialog', { name: 'Add a task' });
  await expect(dialog.getByRole('textbox', { name: 'Task name' })).toBeFocused();
  await expect(dialog.getByRole('combobox', { name: 'Project' })).toHaveValue('Keyboard works');
  await expect(dialog.getByRole('combobox', { name: 'Task list' })).toHaveValue('Now');
  await page.keyboard.type('Typed without a mouse');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  const now = page.getByTestId('tasklist').filter({ hasText: 'Now' });
  const next = page.getByTestId('tasklist').filter({ hasText: 'Next' });
  await expect(now.getByRole('link', { name: 'Typed without a mouse' })).toBeVisible();

  await now.getByRole('link', { name: 'Typed without a mouse' }).focus();
  await page.keyboard.press('Alt+ArrowRight');
  await expect(next.getByRole('link', { name: 'Typed without a mouse' })).toBeVisible();
  await page.reload();
  await expect(next.getByRole('link', { name: 'Typed without a mouse' })).toBeVisible();

  // A keyboard drag says where the task would land, place by place, and where it was dropped.
  const said = page.locator('[role="status"][aria-live="assertive"]');
  await now.getByRole('link', { name: 'Warm up' }).focus();
  await page.keyboard.press('Space');
  await expect(said).toHaveText('Picked up Warm up.');
  await page.keyboard.press('ArrowRight');
  await expect(said).toHaveText('Warm up: position 1 of 2 in Next.');
  await page.keyboard.press('ArrowDown');
  await expect(said).toHaveText('Warm up: position 2 of 2 in Next.');
  await page.keyboard.press('Space');
  await expect(said).toHaveText('Warm up was dropped at position 2 of 2 in Next.');
  await expect(next.getByRole('link')).toHaveText(['Typed without a mouse', 'Warm up']);

  // The shortcuts are listed in their dialog, opened with ?.
  await blur(page);
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help.getByText('Add a task')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
  await page.keyboard.press('g');
  await page.keyboard.press('p');
  await expect(page).toHaveURL(/\/projects$/);
});

test('the dashboard lists my open tasks, due first, and finishing one takes it off', async ({
  browser,
}) => {
  const { page } = await signUpInNewContext(browser, 'Due Dora');
  await createProject(page, 'Harbour works');
  await addTasklist(page, 'Docks');
  await page.getByRole('banner').getByRole('button', { name: 'New task' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a task' });
  await dialog.getByRole('textbox', { name: 'Task name' }).fill('Paint the crane');
  await dialog.getByRole('combobox', { name: 'Worker' }).click();
  await page.getByRole('option', { name: 'Due Dora' }).click();
  await dialog.getByRole('textbox', { name: 'Due date' }).fill('2020-01-01');
  await dialog.getByRole('button', { name: 'Add task' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('link', { name: 'Tandem' }).click();
  const overdue = page.getByRole('region', { name: 'Overdue' });
  await expect(overdue.getByRole('link', { name: 'Paint the crane' })).toBeVisible();
  await overdue.getByRole('checkbox', { name: 'Finish “Paint the crane”' }).click();
  await expect(page.getByText('Nothing open on your plate')).toBeVisible();
});

test('offline: a lasting notice while the connection is gone, then a success notice', async ({
  browser,
}) => {
  const { page } = await signUpInNewContext(browser, 'Offline Olaf');
  const notice = page.getByTestId('connection-notice');
  await page.context().setOffline(true);
  await expect(notice).toContainText('You are offline.');
  await page.context().setOffline(false);
  await expect(notice).toContainText('You are back online');
  await expect(page.getByText('You are offline.', { exact: false })).toBeHidden();
});

test('a page whose code fails to load is reloaded up to 3 times, then the reload-page modal', async ({
  browser,
}) => {
  // Without the service worker, which keeps every page's code once installed and would answer
  // the failing request itself.
  const { page } = await signUpInNewContext(browser, 'Chunk Chris', { serviceWorkers: 'block' });
  let attempts = 0;
  let reloads = 0;
  page.on('load', () => (reloads += 1));
  await page.route(/\/assets\/calendar-routes-[^/]+\.js$/, (route) => {
    attempts += 1;
    return route.abort();
  });
  // The calendar: a page the dashboard does not fetch ahead when idle (the projects page it does).
  await nav(page).getByRole('link', { name: 'Calendar' }).click();
  const modal = page.getByRole('dialog', { name: 'A new version may be available' });
  await expect(modal).toBeVisible({ timeout: 20_000 });
  // Three reloads of the page, each failing to load its code (also fetched ahead when the
  // pointer is over a link, which may happen again after a reload).
  expect(reloads).toBe(3);
  expect(attempts).toBeGreaterThanOrEqual(4);
  await expect(page).toHaveURL(/\/calendar$/);
  await page.unroute(/\/assets\/calendar-routes-[^/]+\.js$/);
  await modal.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
});
