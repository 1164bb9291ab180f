import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import type { NotificationSettings } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { fail, fakeApi } from '../../../test/fake-api.ts';
import type { FakeFailure } from '../../../test/fake-api.ts';
import { renderSignedIn, signedInUser } from '../../../test/signed-in.tsx';
import { NotificationSettingsPage } from './notification-settings-page.tsx';

// Names through i18next: they read the same whether or not the locale files have the texts yet.
const text = (key: string) => i18next.t(`notificationSettings.${key}`);

const loaded: NotificationSettings = {
  disabled_all_notifications: false,
  disabled_monthly_reports: true,
  enable_due_date_notifications: true,
  instant_notif_new_task_in_tracked_tasklist: true,
  instant_notif_document_edit: true,
  instant_notif_finished_task: true,
  instant_notif_finished_tracked_task: true,
  instant_notif_new_comment: false,
  instant_notif_new_notification: true,
  instant_notif_new_task: true,
  instant_notif_ping_or_mention: true,
  instant_notif_task_assigned: true,
  is_long_running_work_notification_enabled: true,
  notif_task_remind: true,
  notification_email: true,
  notification_every_few_hours: false,
  notification_every_morning: true,
  notification_projects: '',
  notification_type: 'instant',
  notification_when_task_finished: true,
  when_send_due_date_notification: '1h',
  when_send_due_date_without_time_part_notification: 'due',
  send_email_with_grouped_notifications: false,
  notif_send_anytime: false,
  notif_send_never: false,
  notif_send_according_to_schedule: true,
  notif_send_time_from: '08:30:00',
  notif_send_time_to: '17:00:00',
  notif_send_days_in_week: 'monday,friday',
  notif_send_projects: '',
  notif_send_types: '',
};

type Answer = { settings: NotificationSettings } | FakeFailure;

/** The fake server: settings as loaded, saves answered by `save` (the change applied by default). */
function serve(save?: () => Promise<Answer>) {
  let settings = loaded;
  const apply = (change: Partial<NotificationSettings>) => {
    settings = { ...settings, ...change };
    return { settings };
  };
  return fakeApi()
    .on(ROUTES.auth.session, () => ({ user: signedInUser }))
    .on(ROUTES.notifications.settings, () => ({ settings }))
    .on(ROUTES.notifications.saveNotificationSettings, ({ body }) =>
      save ? save() : apply(body.settings),
    )
    .on(ROUTES.notifications.saveSettings, ({ body }) => apply(body));
}

/** A switch by its label (Mantine's label element holds the description too, after it). */
const switchNamed = (key: string) =>
  screen.findByRole<HTMLInputElement>('switch', {
    name: (name) => name === text(key) || name.startsWith(`${text(key)} `),
  });

describe('NotificationSettingsPage', () => {
  it('shows the loaded settings and schedule', async () => {
    serve();
    await renderSignedIn(<NotificationSettingsPage />);
    expect((await switchNamed('allOff')).checked).toBe(false);
    expect((await switchNamed('email.send')).checked).toBe(true);
    expect((await switchNamed('email.everyMorning')).checked).toBe(true);
    expect((await switchNamed('email.everyFewHours')).checked).toBe(false);
    // Shown ON while the monthly reports are not disabled: these are.
    expect((await switchNamed('email.monthlyReport')).checked).toBe(false);
    expect((await switchNamed('instant.instant_notif_new_comment')).checked).toBe(false);
    expect((await switchNamed('instant.instant_notif_task_assigned')).checked).toBe(true);
    expect(
      screen.getByRole<HTMLInputElement>('radio', { name: text('schedule.modes.schedule') })
        .checked,
    ).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>(text('schedule.from')).value).toBe('08:30');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Monday' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Tuesday' }).checked).toBe(false);
    expect(document.title).toBe(`${text('title')} · Tandem`);
  });

  it('saves a switch at once with just its field', async () => {
    const { calls } = serve();
    await renderSignedIn(<NotificationSettingsPage />);
    const comment = await switchNamed('instant.instant_notif_new_comment');
    fireEvent.click(comment);
    await waitFor(() => expect(comment.checked).toBe(true));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/settings/save',
      body: { settings: { instant_notif_new_comment: true } },
    });
    await waitFor(() => expect(comment.checked).toBe(true));
  });

  it('saves the week days and a time of the schedule as they are chosen', async () => {
    const api = serve();
    await renderSignedIn(<NotificationSettingsPage />);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Tuesday' }));
    await waitFor(() =>
      expect(api.bodiesOf(ROUTES.notifications.saveSettings)).toEqual([
        { notif_send_days_in_week: 'monday,tuesday,friday' },
      ]),
    );
    const from = screen.getByLabelText<HTMLInputElement>(text('schedule.from'));
    fireEvent.change(from, { target: { value: '07:15' } });
    // Saved once the field is left, not on every change.
    expect(api.bodiesOf(ROUTES.notifications.saveSettings)).toHaveLength(1);
    fireEvent.blur(from);
    await waitFor(() =>
      expect(api.bodiesOf(ROUTES.notifications.saveSettings)).toEqual([
        { notif_send_days_in_week: 'monday,tuesday,friday' },
        { notif_send_time_from: '07:15:00' },
      ]),
    );
    await waitFor(() => expect(from.value).toBe('07:15'));
  });

  it('puts a switch back when the save is refused', async () => {
    let refuse = () => {};
    const { calls } = serve(
      () =>
        new Promise<Answer>((resolve) => {
          refuse = () => resolve(fail(400, { message: 'No.', code: 'VALIDATION_FAILED' }));
        }),
    );
    await renderSignedIn(<NotificationSettingsPage />);
    const assigned = await switchNamed('instant.instant_notif_task_assigned');
    fireEvent.click(assigned);
    // Shown at once, before the server answers.
    await waitFor(() => expect(assigned.checked).toBe(false));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(assigned.checked).toBe(false);
    refuse();
    await waitFor(() => expect(assigned.checked).toBe(true));
  });
});
