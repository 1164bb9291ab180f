import { expect, test } from '@playwright/test';
import { api, closeContexts, sharedProjectWithTasks, signUpInNewContext } from './support.ts';

test.afterEach(({ browser }) => closeContexts(browser));

/** Makes a project with one list and the tasks, the given ones labelled, through the API. */
async function projectWithTasks(
  page: Parameters<typeof api>[0],
  name: string,
  tasks: Array<{ name: string; label?: string }>,
) {
  const { project } = (await api(page, '/api/projects/create', { name })) as {
    project: { id: number };
  };
  const { tasklist } = (await api(page, `/api/tasklists/create?pid=${project.id}`, {
    name: 'To do',
  })) as { tasklist: { id: number } };
  for (const task of tasks) {
    const made = (await api(page, `/api/tasks/create?tlid=${tasklist.id}`, {
      name: task.name,
    })) as {
      task: { id: number };
    };
    if (task.label)
      await api(page, `/front/task/api/add-label?tid=${made.task.id}`, { name: task.label });
  }
}

test('the task page filters tasks of several projects by a label, saves the filter, and opens it from the navigation', async ({
  browser,
}) => {
  const { page } = await signUpInNewContext(browser, 'Fiona Filters');
  await projectWithTasks(page, 'Garden', [
    { name: 'Plant the roses', label: 'Urgent' },
    { name: 'Order soil' },
  ]);
  await projectWithTasks(page, 'Kitchen', [
    { name: 'Fix the tap', label: 'Urgent' },
    { name: 'Paint the wall' },
  ]);

  await page.goto('/lists/tasks');
  const tasks = page.getByTestId('filtered-task');
  await expect(tasks).toHaveCount(4);
  const sidebar = page.getByRole('complementary', { name: 'Filters' });
  await sidebar.getByRole('combobox', { name: 'With any of the labels', exact: true }).click();
  await page.getByRole('option', { name: 'Urgent' }).click();
  await page.keyboard.press('Escape');
  await expect(tasks).toHaveCount(2);
  await expect(tasks.filter({ hasText: 'Plant the roses' })).toBeVisible();
  await expect(tasks.filter({ hasText: 'Fix the tap' })).toBeVisible();

  await page.getByRole('button', { name: 'Save filter' }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Name' }).fill('Urgent work');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  const filtersNav = page.getByRole('navigation', { name: 'Filters' });
  await expect(filtersNav.getByRole('link', { name: 'Urgent work' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Urgent work' })).toBeVisible();

  await page.goto('/dashboard');
  await page.reload();
  await filtersNav.getByRole('link', { name: 'Urgent work' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Urgent work' })).toBeVisible();
  await expect(tasks).toHaveCount(2);
  await expect(tasks.filter({ hasText: 'Order soil' })).toHaveCount(0);
  await tasks.getByRole('link', { name: 'Fix the tap' }).click();
  await expect(page).toHaveURL(/\/task\/\d+/);

  await page.goto('/profile/created-tasks');
  await expect(page.getByRole('heading', { level: 1, name: 'Tasks I created' })).toBeVisible();
  await expect(tasks.filter({ hasText: 'Paint the wall' })).toBeVisible();
});

test('the task page follows a colleague who renames or finishes a task shown there, and names the person whose finished tasks it lists', async ({
  browser,
}) => {
  const { owner, colleague, taskIds } = await sharedProjectWithTasks(browser, {
    owner: 'Lena Live',
    colleague: 'Otto Other',
    project: 'Yard',
    tasklist: 'Chores',
    tasks: ['Water the plants', 'Sweep the path'],
  });
  const page = owner.page;
  await page.goto(`/lists/tasks?f=${encodeURIComponent(JSON.stringify({ task_state: 1 }))}`);
  const tasks = page.getByTestId('filtered-task');
  await expect(tasks).toHaveCount(2);

  const detail = (await api(
    colleague.page,
    `/api/task/detail?tid=${taskIds['Water the plants']}`,
  )) as {
    task: { version: number };
  };
  await api(colleague.page, `/api/tasks/update?tid=${taskIds['Water the plants']}`, {
    version: detail.task.version,
    name: 'Water the roses',
  });
  await expect(tasks.filter({ hasText: 'Water the roses' })).toBeVisible();
  await api(colleague.page, `/api/tasks/finish?tid=${taskIds['Sweep the path']}`, {});
  await expect(tasks).toHaveCount(1);
  await expect(tasks.filter({ hasText: 'Sweep the path' })).toHaveCount(0);

  const me = (await api(colleague.page, '/api/user/me')) as { user: { id: number } };
  await page.goto(`/user/${me.user.id}/finished-tasks`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tasks Otto Other finished' }),
  ).toBeVisible();
  await expect(page.getByText('Sweep the path')).toBeVisible();
});

test('the task page filters by a project tag, a time estimate and a custom field, and follows a value set meanwhile', async ({
  browser,
}) => {
  const { page } = await signUpInNewContext(browser, 'Tomas Tags');
  await projectWithTasks(page, 'Kitchen', [{ name: 'Fix the tap' }]);
  const { project } = (await api(page, '/api/projects/create', { name: 'Garden' })) as {
    project: { id: number };
  };
  const { tasklist } = (await api(page, `/api/tasklists/create?pid=${project.id}`, {
    name: 'Beds',
  })) as { tasklist: { id: number } };
  const taskIds: Record<string, number> = {};
  for (const name of ['Plant the roses', 'Order soil']) {
    const made = (await api(page, `/api/tasks/create?tlid=${tasklist.id}`, { name })) as {
      task: { id: number };
    };
    taskIds[name] = made.task.id;
  }
  const { tag } = (await api(page, '/api/project-tags/create', {
    tag: 'Client',
    is_private: false,
  })) as { tag: { id: number } };
  await api(page, `/api/projects/set-tags?pid=${project.id}`, { tags_ids: [tag.id] });
  const { custom_field: stage } = (await api(page, `/api/custom-fields/create?pid=${project.id}`, {
    name: 'Stage',
    type: 'enum',
    enum_values: ['Draft', 'Done'],
  })) as { custom_field: { uuid: string; enum_values: Array<{ uuid: string; name: string }> } };
  const draft = stage.enum_values.find((value) => value.name === 'Draft')!.uuid;
  await api(page, `/api/custom-fields/set-value?tid=${taskIds['Plant the roses']}`, {
    field_uuid: stage.uuid,
    value: draft,
  });
  await api(page, `/api/tasks/set-time-estimates?tid=${taskIds['Plant the roses']}`, {
    total_minutes: 90,
  });

  await page.goto('/lists/tasks');
  const tasks = page.getByTestId('filtered-task');
  await expect(tasks).toHaveCount(3);
  const sidebar = page.getByRole('complementary', { name: 'Filters' });
  await sidebar.getByRole('combobox', { name: 'In projects with any of the tags' }).click();
  await page.getByRole('option', { name: 'Client' }).click();
  await page.keyboard.press('Escape');
  await expect(tasks).toHaveCount(2);
  await expect(tasks.filter({ hasText: 'Fix the tap' })).toHaveCount(0);

  await sidebar.getByRole('combobox', { name: 'Time estimate' }).click();
  await page.getByRole('option', { name: 'Not estimated' }).click();
  await expect(tasks).toHaveCount(1);
  await expect(tasks.filter({ hasText: 'Order soil' })).toBeVisible();
  await sidebar.getByRole('combobox', { name: 'Time estimate' }).click();
  await page.getByRole('option', { name: 'Any' }).click();
  await expect(tasks).toHaveCount(2);

  await sidebar.getByRole('combobox', { name: 'Custom field' }).click();
  await page.getByRole('option', { name: 'Stage' }).click();
  await sidebar.getByRole('combobox', { name: 'Value of Stage' }).click();
  await page.getByRole('option', { name: 'Draft' }).click();
  await expect(tasks).toHaveCount(1);
  await expect(tasks.filter({ hasText: 'Plant the roses' })).toBeVisible();
  expect(decodeURIComponent(page.url())).toContain('"custom_fields"');

  // A value set elsewhere shows without a reload.
  await api(page, `/api/custom-fields/set-value?tid=${taskIds['Order soil']}`, {
    field_uuid: stage.uuid,
    value: draft,
  });
  await expect(tasks).toHaveCount(2);
});
