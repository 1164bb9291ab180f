import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { api, closeContexts, signUpInNewContext } from './support.ts';

test.afterEach(({ browser }) => closeContexts(browser));

const idOf = (answer: Record<string, unknown>, key: string) => (answer[key] as { id: number }).id;

/** The serious and critical violations of a page, as "rule: target" lines. */
async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} (${n.failureSummary})`));
}

for (const theme of ['light', 'dark'] as const) {
  test(`the main pages have no serious accessibility violations (${theme})`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const { page } = await signUpInNewContext(browser, 'Axe Alma');
    await page.emulateMedia({ colorScheme: theme });
    const pid = idOf(
      await api(page, '/api/projects/create', { name: 'Audit', color: '#2f9e44' }),
      'project',
    );
    const tlid = idOf(
      await api(page, `/api/tasklists/create?pid=${pid}`, { name: 'Checks' }),
      'tasklist',
    );
    for (const name of ['Contrast', 'Labels', 'Landmarks']) {
      await api(page, `/api/tasks/create?tlid=${tlid}`, { name });
    }
    const pages = [
      '/dashboard',
      '/projects',
      `/project/${pid}/tasklists?layout=rows`,
      `/project/${pid}/tasklists?layout=kanban`,
      `/project/${pid}/tasklists?layout=table`,
      `/project/${pid}?view=overview`,
      '/users',
      '/lists/finished-tasks',
      '/lists/trash',
      '/profile',
      '/profile/settings',
    ];
    const found: string[] = [];
    for (const path of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(
        await page.evaluate(() =>
          document.documentElement.getAttribute('data-mantine-color-scheme'),
        ),
      ).toBe(theme);
      found.push(...(await seriousViolations(page)).map((line) => `${path} ${line}`));
    }
    expect(found).toEqual([]);
  });
}
