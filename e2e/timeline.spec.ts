import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import {
  api,
  closeContexts,
  localDayAfter,
  openFromNavigation,
  sharedProjectWithTasks,
} from './support.ts';

test.afterEach(({ browser }) => closeContexts(browser));

/** The journey's today: 10:00 on the 10th of this month; the browsers' clocks are fixed there. */
const today = new Date();
today.setDate(10);
today.setHours(10, 0, 0, 0);

/** A day from the journey's today (yyyy-MM-dd) in the local calendar. */
const day = (offset: number) => localDayAfter(today, offset);
const format = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const shown = (value: string) => format.format(new Date(`${value}T00:00:00Z`));
/** A bar's accessible name: the task and its days. */
const bar = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`^${name}, `) });

async function setDates(page: Page, taskId: string, due_date: string, due_date_end: string | null) {
  const read = (await api(page, `/api/task/detail?tid=${taskId}`)) as { task: { version: number } };
  await api(page, `/api/tasks/update?tid=${taskId}`, {
    version: read.task.version,
    due_date,
    due_date_end,
  });
}

test('the timeline draws the tasks, follows the calendar, moves bars, links two tasks, and a colleague sees it live', async ({
  browser,
}) => {
  const {
    owner: olga,
    colleague: walt,
    projectUrl,
    taskIds,
  } = await sharedProjectWithTasks(browser, {
    owner: 'Olga Gantt',
    colleague: 'Walt Gantt',
    project: 'Relaunch',
    tasklist: 'Build',
    tasks: ['Wireframes', 'Coding'],
  });
  await setDates(olga.page, taskIds['Wireframes']!, day(0), day(2));
  await setDates(olga.page, taskIds['Coding']!, day(3), null);
  const page = olga.page;
  await page.clock.setFixedTime(today);
  await walt.page.clock.setFixedTime(today);

  // Walt watches the project's timeline: the list is a group, each task a bar.
  await walt.page.goto(`${projectUrl}/timeline`);
  await expect(walt.page.getByRole('heading', { name: 'Timeline', level: 1 })).toBeVisible();
  await expect(walt.page.getByRole('button', { name: 'Hide the tasks of Build' })).toBeVisible();
  await expect(bar(walt.page, 'Wireframes')).toHaveAccessibleName(
    `Wireframes, ${shown(day(0))} – ${shown(day(2))}`,
  );
  await expect(bar(walt.page, 'Coding')).toHaveAccessibleName(`Coding, ${shown(day(3))}`);

  // Olga reschedules Coding on the calendar; Walt's timeline follows without a reload.
  await page.goto(`${projectUrl}/calendar`);
  await page.getByRole('button', { name: 'Month', exact: true }).click();
  const coding = page.locator('.fc-event', { hasText: 'Coding' });
  await coding.hover();
  await page.mouse.down();
  const target = (await page.locator(`td.fc-day[data-date="${day(5)}"]`).boundingBox())!;
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 8 });
  await page.mouse.up();
  await expect(bar(walt.page, 'Coding')).toHaveAccessibleName(`Coding, ${shown(day(5))}`);

  // On her own timeline, the keyboard moves Wireframes a day later.
  await page.goto(`${projectUrl}/timeline`);
  await page.getByRole('radio', { name: 'Weeks' }).check({ force: true });
  await bar(page, 'Wireframes').focus();
  await page.keyboard.press('ArrowRight');
  await expect(bar(page, 'Wireframes')).toHaveAccessibleName(
    `Wireframes, ${shown(day(1))} – ${shown(day(3))}`,
  );
  await expect(bar(walt.page, 'Wireframes')).toHaveAccessibleName(
    `Wireframes, ${shown(day(1))} – ${shown(day(3))}`,
  );

  // Dragging Coding's bar two days to the right (a week is 18 px a day) moves it there.
  const codingBar = (await bar(page, 'Coding').boundingBox())!;
  await page.mouse.move(codingBar.x + codingBar.width / 2, codingBar.y + codingBar.height / 2);
  await page.mouse.down();
  await page.mouse.move(
    codingBar.x + codingBar.width / 2 + 36,
    codingBar.y + codingBar.height / 2,
    {
      steps: 6,
    },
  );
  await page.mouse.up();
  await expect(bar(page, 'Coding')).toHaveAccessibleName(`Coding, ${shown(day(7))}`);

  // The dot at the end of Wireframes dragged onto Coding: Wireframes now blocks Coding.
  await bar(page, 'Wireframes').hover();
  const dot = page.locator(`[data-task-id="${taskIds['Wireframes']}"] [data-part="link"]`);
  const from = (await dot.boundingBox())!;
  const to = (await bar(page, 'Coding').boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
  await page.mouse.up();
  const arrow = '“Wireframes” blocks “Coding”: remove';
  await expect(page.getByRole('button', { name: arrow })).toHaveCount(1);
  await expect(walt.page.getByRole('button', { name: arrow })).toHaveCount(1);
  await expect
    .poll(async () => {
      const read = (await api(page, `/api/task-relations/list?tid=${taskIds['Coding']}`)) as {
        relations: Array<{ kind: string; task: { name: string } }>;
      };
      return read.relations.map((r) => `${r.kind} ${r.task.name}`);
    })
    .toEqual(['blocked_by Wireframes']);
  const saved = (await api(page, `/api/task/detail?tid=${taskIds['Coding']}`)) as {
    task: { due_date: string };
  };
  expect(saved.task.due_date).toBe(day(7));

  // Choosing the arrow asks, then removes the dependency, for both.
  await page.getByRole('button', { name: arrow }).focus();
  await page.keyboard.press('Enter');
  await page
    .getByRole('dialog', { name: 'Remove the dependency?' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(page.getByRole('button', { name: arrow })).toHaveCount(0);
  await expect(walt.page.getByRole('button', { name: arrow })).toHaveCount(0);

  // From the keyboard: L on Wireframes, Tab to Coding, Enter draws the dependency again.
  await bar(page, 'Wireframes').focus();
  await page.keyboard.press('l');
  await expect(
    page.getByRole('status').filter({ hasText: 'Dependency from “Wireframes”' }),
  ).toBeVisible();
  await bar(page, 'Coding').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: arrow })).toHaveCount(1);
  await expect(walt.page.getByRole('button', { name: arrow })).toHaveCount(1);
  await expect(page).toHaveURL(/\/timeline$/);

  // The spec's layout address leads to the project's timeline.
  await page.goto(`${projectUrl}?layout=timeline`);
  await expect(page).toHaveURL(/\/timeline$/);
  await expect(bar(page, 'Coding')).toBeVisible();

  // The global timeline, from the navigation, groups the tasks by project.
  await openFromNavigation(page, 'Timeline');
  await expect(page.getByRole('button', { name: 'Hide the tasks of Relaunch' })).toBeVisible();
  await expect(bar(page, 'Coding')).toHaveAccessibleName(`Coding, ${shown(day(7))}`);
});
