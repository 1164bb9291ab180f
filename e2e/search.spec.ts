import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import {
  addTasklist,
  api,
  closeContexts,
  quickAddTasks,
  sharedProjectWithTasks,
} from './support.ts';

test.afterEach(({ browser }) => closeContexts(browser));

/** The id of the one thing of a kind a search finds, as the page's person. */
async function foundId(page: Page, query: string, type: string): Promise<number> {
  const res = (await api(page, '/api/elasticsearch/search', {
    search_query: query,
    entity_type: type,
  })) as { items: Array<{ id: number }> };
  expect(res.items).toHaveLength(1);
  return res.items[0]!.id;
}

test('search finds a Czech task typed without diacritics, and only where one may look', async ({
  browser,
}) => {
  const { owner, colleague, projectUrl } = await sharedProjectWithTasks(browser, {
    owner: 'Jana Dvořáková',
    colleague: 'Petr Malý',
    project: 'Zahrada',
    tasklist: 'Jaro',
    tasks: ['Zasadit žluťoučké tulipány', 'Pohnojit záhony'],
  });
  // A second list the colleague is not let into, with a task he must not find.
  await owner.page.goto(projectUrl);
  await addTasklist(owner.page, 'Tajné');
  await quickAddTasks(owner.page, 'Tajné', ['Překvapení pro Petra']);
  const session = (await api(colleague.page, '/api/auth/session')) as { user: { id: number } };
  await api(
    owner.page,
    `/api/projects/update-worker?pid=${/project\/(\d+)/.exec(projectUrl)![1]}`,
    {
      user_id: session.user.id,
      tasklists_acl: [await foundId(owner.page, 'jaro', 'tasklist')],
    },
  );

  // The search page: typed without háčky and cut short, found with them, the words marked.
  const page = colleague.page;
  await page.goto('/search');
  await page.getByRole('textbox', { name: 'Search everything' }).fill('zlutoucke tulip');
  await expect(page).toHaveURL(/\/search\?q=zlutoucke\+tulip/);
  const result = page.getByRole('link', { name: /Zasadit žluťoučké tulipány/ });
  await expect(result).toBeVisible();
  await expect(result.locator('mark').first()).toHaveText('žluťoučké');
  await expect(page.getByText('1 result')).toBeVisible();
  await result.click();
  await expect(page).toHaveURL(/\/task\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Zasadit žluťoučké tulipány' })).toBeVisible();

  // The quick search: Ctrl+K from anywhere, arrows and Enter.
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Quick search' });
  const field = dialog.getByRole('combobox', { name: 'Quick search' });
  await expect(field).toBeFocused();
  await field.fill('pohnoj');
  await expect(dialog.getByRole('option', { name: /Pohnojit záhony/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await field.press('ArrowDown');
  await expect(dialog.getByRole('option', { name: /See all results/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await field.press('ArrowUp');
  await field.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Pohnojit záhony' })).toBeVisible();

  // The task of the hidden list: the colleague does not find it, its owner does.
  await page.keyboard.press('Control+k');
  await field.fill('prekvapeni');
  await expect(dialog.getByText('Nothing found for “prekvapeni”')).toBeVisible();
  await page.keyboard.press('Escape');
  await owner.page.keyboard.press('Control+k');
  const ownersDialog = owner.page.getByRole('dialog', { name: 'Quick search' });
  await ownersDialog.getByRole('combobox').fill('prekvapeni');
  await expect(ownersDialog.getByRole('option', { name: /Překvapení pro Petra/ })).toBeVisible();
  await ownersDialog.getByRole('combobox').press('Enter');
  await expect(owner.page.getByRole('heading', { name: 'Překvapení pro Petra' })).toBeVisible();
});
