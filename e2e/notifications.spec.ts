import { expect, test } from '@playwright/test';
import { api, closeContexts, sharedProjectWithTasks } from './support.ts';

test.afterEach(({ browser }) => closeContexts(browser));

test('a mention reaches the colleague’s bell live with a toast, leads to the comment, mails them, and all can be marked read', async ({
  browser,
}) => {
  test.slow();
  const {
    owner: olga,
    colleague: walt,
    taskIds,
  } = await sharedProjectWithTasks(browser, {
    owner: 'Olga Bell',
    colleague: 'Walt Bell',
    project: 'Bell project',
    tasklist: 'To do',
    tasks: ['Book the venue', 'Send invitations'],
  });
  const waltUser = (await api(walt.page, '/api/user/me')) as {
    user: { id: number; email: string };
  };
  const waltId = waltUser.user.id;

  await walt.page.goto('/dashboard');
  const bell = walt.page.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName('Notifications, 0 unread');

  // Olga mentions Walt in a comment: his bell counts it without a reload, and a toast says it.
  const tid = taskIds['Book the venue']!;
  const created = (await api(olga.page, `/api/task-comments/create?tid=${tid}`, {
    content: `<p>Can you call them, <span data-type="mention" data-id="${waltId}" data-label="Walt Bell">@Walt Bell</span>?</p>`,
  })) as { comment: { id: number } };
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await expect(
    walt.page.getByRole('alert').filter({ hasText: 'Olga Bell mentioned you in Book the venue' }),
  ).toBeVisible();

  // The favicon carries the count.
  await expect
    .poll(() => walt.page.locator('link[rel="icon"]').getAttribute('href'))
    .toMatch(/^data:image\/png/);

  // Walt's instant e-mail is in the outbox (it goes while he has not read it).
  await expect
    .poll(
      async () => {
        const outbox = (await api(walt.page, '/api/dev/outbox')) as {
          mails: Array<{ to: string; subject: string }>;
        };
        return outbox.mails.filter((m) => m.to === waltUser.user.email).map((m) => m.subject);
      },
      { timeout: 20_000 },
    )
    .toContain('Olga Bell mentioned you in “Book the venue”');

  // The bell's list shows it; following it opens the task at the comment and marks it read.
  await bell.click();
  const dropdown = walt.page.getByRole('dialog', { name: 'Notifications' });
  await dropdown.getByText('Olga Bell mentioned you in Book the venue').click();
  await expect(walt.page).toHaveURL(new RegExp(`/task/${tid}#comment-${created.comment.id}$`));
  await expect(walt.page.locator(`#comment-${created.comment.id}`)).toBeInViewport();
  await expect(bell).toHaveAccessibleName('Notifications, 0 unread');

  // Two more things happen to Walt; he marks all read on the notifications page.
  await api(olga.page, `/api/task-comments/create?tid=${taskIds['Send invitations']!}`, {
    content: `<p><span data-type="mention" data-id="${waltId}" data-label="Walt Bell">@Walt Bell</span> ping</p>`,
  });
  const detail = (await api(olga.page, `/api/task/detail?tid=${tid}`)) as {
    task: { version: number };
  };
  await api(olga.page, `/api/tasks/update?tid=${tid}`, {
    version: detail.task.version,
    workers_ids: [waltId],
  });
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread');
  await walt.page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Notifications' })
    .click();
  await expect(walt.page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  const list = walt.page.getByRole('list', { name: 'Notifications' });
  await expect(list.getByText('Olga Bell assigned you to Book the venue')).toBeVisible();
  await walt.page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell).toHaveAccessibleName('Notifications, 0 unread');
  await expect(list.getByRole('button', { name: 'Mark as unread' })).toHaveCount(3);
});

test('a task coming due is told to its worker at the time they chose, and the e-mail’s link stops the e-mails', async ({
  browser,
}) => {
  test.slow();
  const {
    owner: olga,
    colleague: walt,
    taskIds,
  } = await sharedProjectWithTasks(browser, {
    owner: 'Olga Due',
    colleague: 'Walt Due',
    project: 'Due project',
    tasklist: 'To do',
    tasks: ['Print the posters'],
  });
  const me = (await api(walt.page, '/api/user/me')) as { user: { id: number; email: string } };

  // Walt wants to hear of due dates half an hour before.
  await walt.page.goto('/settings/notifications');
  await walt.page.getByRole('combobox', { name: 'Due date with a time' }).click();
  await walt.page.getByRole('option', { name: '30 minutes before' }).click();
  await expect(walt.page.getByRole('combobox', { name: 'Due date with a time' })).toHaveValue(
    '30 minutes before',
  );
  await walt.page.goto('/dashboard');
  const bell = walt.page.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName('Notifications, 0 unread');

  // Olga gives him the task, due in 20 minutes: the notice's time has come, so it comes at once.
  const tid = taskIds['Print the posters']!;
  const detail = (await api(olga.page, `/api/task/detail?tid=${tid}`)) as {
    task: { version: number };
  };
  const due = new Date(Date.now() + 20 * 60_000);
  due.setUTCSeconds(0, 0);
  await api(olga.page, `/api/tasks/update?tid=${tid}`, {
    version: detail.task.version,
    workers_ids: [me.user.id],
    due_date: due.toISOString(),
  });
  await expect(bell).not.toHaveAccessibleName('Notifications, 0 unread');
  await bell.click();
  const dropdown = walt.page.getByRole('dialog', { name: 'Notifications' });
  await expect(dropdown.getByText(/^Print the posters is due /)).toBeVisible();
  await walt.page.keyboard.press('Escape');

  // Its e-mail carries an unsubscribe link; one button there stops the e-mails.
  let link = '';
  await expect
    .poll(
      async () => {
        const outbox = (await api(walt.page, '/api/dev/outbox')) as {
          mails: Array<{ to: string; subject: string; text: string }>;
        };
        const mail = outbox.mails.find(
          (m) => m.to === me.user.email && m.subject === 'Due soon: “Print the posters”',
        );
        link = /\/unsubscribe\?hash=[0-9a-f]{32}/.exec(mail?.text ?? '')?.[0] ?? '';
        return link;
      },
      { timeout: 20_000 },
    )
    .not.toBe('');
  await walt.page.goto(link);
  await expect(walt.page.getByRole('heading', { name: 'Stop notification e-mails' })).toBeVisible();
  await walt.page.getByRole('button', { name: 'Stop the e-mails' }).click();
  await expect(walt.page.getByRole('status')).toContainText('No more notification e-mails go to');
  await walt.page.getByRole('link', { name: 'Turn them back on in notification settings' }).click();
  await expect(walt.page.getByRole('switch', { name: 'Send me e-mails' })).not.toBeChecked();
});

test('following a task list from its menu tells of each new task in it', async ({ browser }) => {
  const {
    owner: olga,
    colleague: walt,
    projectUrl,
  } = await sharedProjectWithTasks(browser, {
    owner: 'Olga Follow',
    colleague: 'Walt Follow',
    project: 'Follow project',
    tasklist: 'Inbox',
    tasks: ['First thing'],
  });
  await walt.page.goto(projectUrl);
  await walt.page.getByRole('button', { name: 'Actions for Inbox' }).click();
  await walt.page.getByRole('menuitem', { name: 'Follow: tell me of new tasks' }).click();
  await walt.page.getByRole('button', { name: 'Actions for Inbox' }).click();
  await expect(walt.page.getByRole('menuitem', { name: 'Stop following' })).toBeVisible();
  await walt.page.keyboard.press('Escape');

  const lists = (await api(
    olga.page,
    `/api/tasklists/list?pid=${/\/project\/(\d+)/.exec(projectUrl)![1]}`,
  )) as {
    tasklists: Array<{ id: number; name: string }>;
  };
  const inbox = lists.tasklists.find((l) => l.name === 'Inbox')!;
  await api(olga.page, `/api/tasks/create?tlid=${inbox.id}`, { name: 'Call the printer' });
  const bell = walt.page.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await expect(
    walt.page
      .getByRole('alert')
      .filter({ hasText: 'Olga Follow added Call the printer to a task list you follow' }),
  ).toBeVisible();
});
