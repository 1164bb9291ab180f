import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { api, closeContexts, openFromNavigation, sharedProjectWithTasks } from './support.ts';

test.afterEach(({ browser }) => closeContexts(browser));

test('a commander sums the team’s time by person, sees the chart, downloads the CSV and keeps a filter', async ({
  browser,
}) => {
  const {
    owner: olga,
    colleague: walt,
    taskIds,
  } = await sharedProjectWithTasks(browser, {
    owner: 'Olga Report',
    colleague: 'Walt Report',
    project: 'Almanac',
    tasklist: 'Chapters',
    tasks: ['Foreword', 'Index'],
  });
  // Both report time today: Olga an hour and a half, Walt forty-five minutes.
  const now = Math.floor(Date.now() / 1000);
  await api(olga.page, '/timetracking/api/create-work', {
    minutes: 90,
    dateReported: now,
    task: { id: Number(taskIds['Foreword']) },
  });
  await api(walt.page, '/timetracking/api/create-work', {
    minutes: 45,
    dateReported: now,
    task: { id: Number(taskIds['Index']) },
  });

  // Olga opens Reports from the navigation, then the team's work report.
  const page = olga.page;
  await openFromNavigation(page, 'Reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(page.getByTestId('stats-time')).toHaveText('2:15');
  await page.getByRole('tab', { name: 'Time tracking' }).click();
  await expect(page).toHaveURL(/\/overview\/work-reports/);
  const rows = page.getByTestId('report-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Almanac');

  // Grouped by person: both people, the total, and the chart drawn.
  await page.getByRole('radiogroup', { name: 'Group by' }).getByText('People').click();
  await expect(page).toHaveURL(/group=users/);
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Olga Report' })).toContainText('1:30');
  await expect(rows.filter({ hasText: 'Walt Report' })).toContainText('0:45');
  await expect(page.getByTestId('report-total')).toHaveText('2:15');
  await expect(page.getByTestId('report-chart').locator('svg').first()).toBeVisible();

  // The CSV of the same reports: its header line first.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^work-reports-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
  const [header, ...lines] = text.trim().split(/\r?\n/);
  expect(header).toBe(
    'Date,Person,Project,Task list,Task,Note,Minutes,Hours (h:mm),Cost,Currency,Billable',
  );
  expect(lines).toHaveLength(2);

  // She saves the filter; after a reload it is there, and it is the one on screen.
  await page.getByRole('button', { name: 'Save filter' }).click();
  const form = page.getByRole('form', { name: 'Save the current filter' });
  await form.getByLabel('Name of the filter').fill('Team this month');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Saved filter' })).toHaveValue('Team this month');
  await page.getByRole('button', { name: 'Manage saved filters' }).click();
  await expect(page.getByTestId('saved-filter')).toHaveText(['Team this month']);
  await expect(rows).toHaveCount(2);
});
