import { expect, test } from '@playwright/test';
import ICAL from 'ical.js';
import {
  addTasklist,
  api,
  closeContexts,
  createProject,
  openFromNavigation,
  quickAddTasks,
  signUpInNewContext,
  taskIdOnBoard,
} from './support.ts';

test.afterEach(({ browser }) => closeContexts(browser));

const pad = (n: number) => String(n).padStart(2, '0');
/** A day from today (yyyy-MM-dd) in the local calendar. */
const day = (offset: number) => {
  const at = new Date();
  at.setDate(at.getDate() + offset);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
};

/** The summaries of a calendar file's events. */
const summaries = (text: string) =>
  new ICAL.Component(ICAL.parse(text) as unknown[])
    .getAllSubcomponents('vevent')
    .map((vevent) => new ICAL.Event(vevent).summary);

test("one subscribes to one's tasks, a calendar reads them, stopping it stops the address, and a calendar file becomes tasks", async ({
  browser,
  request,
}) => {
  const { page } = await signUpInNewContext(browser, 'Olga Feeds');
  await createProject(page, 'Fair');
  const projectUrl = page.url();
  await addTasklist(page, 'Stand');
  await quickAddTasks(page, 'Stand', ['Posters']);
  const taskId = await taskIdOnBoard(page, 'Posters');
  const me = (await api(page, '/api/auth/session')) as { user: { id: number } };
  const detail = (await api(page, `/api/task/detail?tid=${taskId}`)) as {
    task: { version: number };
  };
  await api(page, `/api/tasks/update?tid=${taskId}`, {
    version: detail.task.version,
    due_date: day(1),
    workers_ids: [me.user.id],
  });

  // Subscribe on the calendar: the address is shown once, with its calendar-application form.
  await openFromNavigation(page, 'Calendar');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe to my tasks' });
  await dialog.getByRole('button', { name: 'Create an address' }).click();
  const address = dialog.getByRole('textbox', { name: 'Calendar address', exact: true });
  await expect(address).toHaveValue(/\/ical\/[A-Za-z0-9_-]{43}\.ics$/);
  const url = await address.inputValue();
  await expect(dialog.getByRole('link', { name: 'Open in calendar app' })).toHaveAttribute(
    'href',
    url.replace(/^https?:\/\//, 'webcal://'),
  );

  // A calendar application reads it without a session.
  const served = await request.get(url);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(summaries(await served.text())).toContain('Posters');

  // Stopping it, after the question, makes the address answer 404 at once.
  await dialog.getByRole('button', { name: 'Stop sharing' }).click();
  await dialog.getByRole('alertdialog').getByRole('button', { name: 'Stop sharing' }).click();
  await expect(dialog.getByRole('button', { name: 'Create an address' })).toBeVisible();
  expect((await request.get(url)).status()).toBe(404);
  await page.keyboard.press('Escape');

  // A calendar file becomes tasks of a list, seen on the project's calendar.
  await page.goto(`${projectUrl}/calendar`);
  await page.getByRole('button', { name: 'Import .ics' }).click();
  const upload = page.getByRole('dialog', { name: 'Import a calendar file' });
  await upload.getByRole('combobox', { name: 'Task list' }).click();
  await page.getByRole('option', { name: 'Stand' }).click();
  const start = day(2).replaceAll('-', '');
  const ics = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'BEGIN:VEVENT',
    'UID:fair@example',
    `DTSTART;VALUE=DATE:${start}`,
    'SUMMARY:Trade fair',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
  await upload.locator('input[type="file"]').setInputFiles({
    name: 'fair.ics',
    mimeType: 'text/calendar',
    buffer: Buffer.from(ics),
  });
  await upload.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('1 task was added from the calendar file.')).toBeVisible();
  await expect(upload).toBeHidden();
  // The month view draws six weeks: the day after tomorrow is on it, even at a month's end.
  await page.getByRole('button', { name: 'Month', exact: true }).click();
  await expect(page.locator('.fc-event', { hasText: 'Trade fair' })).toBeVisible();
});
