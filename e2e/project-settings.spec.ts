import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import {
  closeContexts,
  createProject,
  signUpInNewContext,
  chooseProjectAction,
} from './support.ts';

test.afterEach(({ browser }) => closeContexts(browser));

async function createProjectId(page: Page, name: string): Promise<number> {
  await createProject(page, name);
  return Number(/\/project\/(\d+)/.exec(page.url())![1]);
}

const pageLink = (page: Page, name: 'Tasks' | 'Project overview') =>
  page.getByRole('navigation', { name: 'Project pages' }).getByRole('link', { name, exact: true });

async function shownSections(page: Page): Promise<Array<string | null>> {
  return page
    .locator('[data-project-section]')
    .evaluateAll((elements) => elements.map((e) => e.getAttribute('data-project-section')));
}

async function savedSettings(page: Page, projectId: number) {
  const res = await page.request.get(`/api/project-settings/fetch?pid=${projectId}`);
  expect(res.status()).toBe(200);
  return (await res.json()).projectSettings;
}

test('customize the project page: order, visibility and default page stay after a reload', async ({
  browser,
}) => {
  const { page } = await signUpInNewContext(browser, 'Petra Dvorak');
  const projectId = await createProjectId(page, 'Garden');

  // A new project opens on its tasks; the overview is one link away.
  await expect(pageLink(page, 'Tasks')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByLabel('New task list')).toBeVisible();
  await expect(page.locator('[data-project-section]')).toHaveCount(0);

  await chooseProjectAction(page, 'Customize page');
  const dialog = page.getByRole('dialog', { name: 'Customize the project page' });
  await dialog.getByRole('checkbox', { name: 'People' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'People' })).not.toBeChecked();
  const up = dialog.getByRole('button', { name: 'Move Latest activity up' });
  for (let i = 0; i < 3; i += 1) await up.click();
  await dialog.getByRole('radio', { name: 'Project overview' }).check();
  await expect(dialog.getByRole('radio', { name: 'Rows' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'Kanban board' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const expected = ['last-activities', 'todos', 'files', 'pinned-items', 'discussions', 'notes'];
  for (const when of ['after saving', 'after a reload']) {
    if (when === 'after a reload') await page.reload();
    await expect(pageLink(page, 'Project overview')).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('[data-project-section]')).toHaveCount(expected.length);
    expect(await shownSections(page), when).toEqual(expected);
    await expect(page.getByRole('region', { name: 'Latest activity' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'People' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Files' })).toContainText('No files yet.');
    await expect(page.getByRole('region', { name: 'Notes' })).toContainText('No notes yet.');
  }
  expect(await savedSettings(page, projectId)).toMatchObject({ default_page: 'overview' });

  // The tasks stay one link away, on their own page.
  await pageLink(page, 'Tasks').click();
  await expect(page).toHaveURL(new RegExp(`/project/${projectId}/tasklists$`));
  await expect(page.locator('[data-project-section]')).toHaveCount(0);
  await expect(page.getByLabel('New task list')).toBeVisible();
});

test('Guard 1: ?remember=1 keeps a valid layout and opens the default page', async ({
  browser,
}) => {
  const { page } = await signUpInNewContext(browser, 'Jan Cerny');
  const projectId = await createProjectId(page, 'Orchard');
  const plain = new RegExp(`/project/${projectId}$`);

  await page.goto(`/project/${projectId}/tasklists?remember=1&layout=table`);
  await expect(page).toHaveURL(plain);
  await expect(pageLink(page, 'Tasks')).toHaveAttribute('aria-current', 'page');
  expect(await savedSettings(page, projectId)).toMatchObject({ layout: 'table' });

  // A layout that is not remembered per project changes nothing; the redirect happens anyway.
  await page.goto(`/project/${projectId}?remember=1&layout=mind_map`);
  await expect(page).toHaveURL(plain);
  expect(await savedSettings(page, projectId)).toMatchObject({ layout: 'table' });

  // With the overview as default page, the guard lands there.
  await chooseProjectAction(page, 'Customize page');
  const dialog = page.getByRole('dialog', { name: 'Customize the project page' });
  await expect(dialog.getByRole('radio', { name: 'Table' })).toBeChecked();
  await dialog.getByRole('radio', { name: 'Rows' }).check();
  await dialog.getByRole('radio', { name: 'Project overview' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await page.goto(`/project/${projectId}/tasklists?remember=1&layout=kanban`);
  await expect(page).toHaveURL(plain);
  await expect(pageLink(page, 'Project overview')).toHaveAttribute('aria-current', 'page');
  expect(await savedSettings(page, projectId)).toMatchObject({
    layout: 'kanban',
    default_page: 'overview',
  });
});
