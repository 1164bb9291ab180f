import { expect, test } from '@playwright/test';
import {
  api,
  closeContexts,
  localDayAfter,
  openFromNavigation,
  sharedProjectWithTasks,
} from './support.ts';

test.afterEach(({ browser }) => closeContexts(browser));

/** The journey's today: the 15th of this month at 10:00, so its days stay in the month. */
const today = new Date();
today.setDate(15);
today.setHours(10, 0, 0, 0);
const day = (offset: number) => localDayAfter(today, offset);

test("a colleague's out of office shows on the calendar as it is set and cleared, and can be hidden", async ({
  browser,
}) => {
  const { owner: olga, colleague: jana } = await sharedProjectWithTasks(browser, {
    owner: 'Olga Planner',
    colleague: 'Jana Nováková',
    project: 'Festival',
    tasklist: 'Stage',
    tasks: ['Lights'],
  });
  const page = olga.page;
  await page.clock.setFixedTime(today);
  await openFromNavigation(page, 'Calendar');
  await page.getByRole('button', { name: 'Month', exact: true }).click();
  const away = page.locator('.fc-event.out-of-office', {
    hasText: 'Jana Nováková: out of office',
  });
  await expect(page.getByRole('switch', { name: 'Show out of office' })).toBeChecked();
  await expect(away).toHaveCount(0);

  // Jana turns out of office on in her own tab: Olga's open calendar shows it without a reload.
  await api(jana.page, '/api/user-profile/out-of-office-enable', {
    date_from: day(1),
    date_to: day(3),
  });
  await expect(away.first()).toBeVisible();
  await expect(page.locator(`td.fc-day[data-date="${day(1)}"] .out-of-office`)).toHaveCount(1);

  // Hidden by the switch, and still hidden after a reload.
  await page.getByRole('switch', { name: 'Show out of office' }).click();
  await expect(away).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Show out of office' })).not.toBeChecked();
  await expect(away).toHaveCount(0);
  await page.getByRole('switch', { name: 'Show out of office' }).click();
  await expect(away.first()).toBeVisible();

  // Cleared by Jana: it goes from Olga's calendar.
  const off = await jana.page.request.delete('/api/user-profile/out-of-office-disable', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(off.ok()).toBe(true);
  await expect(away).toHaveCount(0);
});
