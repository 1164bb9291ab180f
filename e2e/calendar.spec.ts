import { expect, test } from '@playwright/test';
import {
  api,
  closeContexts,
  localDayAfter,
  openFromNavigation,
  sharedProjectWithTasks,
} from './support.ts';

test.afterEach(({ browser }) => closeContexts(browser));

/**
 * The journey's today: 10:00 on the last day of this month, the hard case, where tomorrow and the
 * day after are already in the next month. The browser's clock is fixed there.
 */
const today = new Date();
today.setMonth(today.getMonth() + 1, 0);
today.setHours(10, 0, 0, 0);

/** A day from the journey's today (yyyy-MM-dd) in the local calendar, as the browser counts. */
const day = (offset: number) => localDayAfter(today, offset);

test('the calendar shows dated tasks by project, moves one by dragging, adds one on a day, and follows a colleague live', async ({
  browser,
}) => {
  const {
    owner: olga,
    colleague: walt,
    taskIds,
  } = await sharedProjectWithTasks(browser, {
    owner: 'Olga Dates',
    colleague: 'Walt Dates',
    project: 'Fair',
    tasklist: 'Stand',
    tasks: ['Posters', 'Flyers'],
  });
  // Posters is due today; the month view shows it in today's cell.
  const detail = (await api(olga.page, `/api/task/detail?tid=${taskIds['Posters']}`)) as {
    task: { version: number };
  };
  await api(olga.page, `/api/tasks/update?tid=${taskIds['Posters']}`, {
    version: detail.task.version,
    due_date: day(0),
  });
  const page = olga.page;
  await page.clock.setFixedTime(today);
  await openFromNavigation(page, 'Calendar');
  await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Month', exact: true }).click();
  const posters = page.locator('.fc-event', { hasText: 'Posters' });
  await expect(posters).toBeVisible();

  // Dragged onto tomorrow's cell, it is due tomorrow (the server keeps it).
  // The month view always draws six weeks, so tomorrow and the day after are cells on it even
  // at the end of a month (as days of the next one).
  const tomorrow = page.locator(`td.fc-day[data-date="${day(1)}"]`);
  await posters.hover();
  await page.mouse.down();
  const box = (await tomorrow.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 8 });
  await page.mouse.up();
  await expect(tomorrow.locator('.fc-event', { hasText: 'Posters' })).toBeVisible();
  await expect
    .poll(async () => {
      const read = (await api(page, `/api/task/detail?tid=${taskIds['Posters']}`)) as {
        task: { due_date: string | null };
      };
      return read.task.due_date;
    })
    .toBe(day(1));

  // Choosing the day after adds a task due then.
  const later = page.locator(`td.fc-day[data-date="${day(2)}"]`);
  await later.locator('.fc-daygrid-day-frame').click();
  const dialog = page.getByRole('dialog', { name: 'Add a task' });
  await dialog.getByRole('combobox', { name: 'Project' }).click();
  await page.getByRole('option', { name: 'Fair' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Task list' })).toHaveValue('Stand');
  await dialog.getByRole('textbox', { name: 'Task name' }).fill('Banner');
  await dialog.getByRole('button', { name: 'Add task' }).click();
  await expect(dialog).toBeHidden();
  await expect(later.locator('.fc-event', { hasText: 'Banner' })).toBeVisible();

  // Walt dates Flyers: it appears on Olga's calendar without a reload.
  const flyers = (await api(walt.page, `/api/task/detail?tid=${taskIds['Flyers']}`)) as {
    task: { version: number };
  };
  await api(walt.page, `/api/tasks/update?tid=${taskIds['Flyers']}`, {
    version: flyers.task.version,
    due_date: day(1),
  });
  await expect(tomorrow.locator('.fc-event', { hasText: 'Flyers' })).toBeVisible();

  // The list view names them too.
  await page.getByRole('button', { name: 'List', exact: true }).click();
  await expect(page.locator('.fc-list-event', { hasText: 'Posters' })).toBeVisible();
});
