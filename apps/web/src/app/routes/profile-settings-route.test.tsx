import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { NotificationSettings } from '@tandem/contract';
import { MESSAGES, ROUTES } from '@tandem/contract/browser';
import { fakeApi, invalid } from '../../test/fake-api.ts';
import type { FakeFailure } from '../../test/fake-api.ts';
import { renderSignedIn, signedInUser } from '../../test/signed-in.tsx';
import { ProfileSettingsRoute } from './profile-settings-route.tsx';

const loaded: NotificationSettings = {
  disabled_all_notifications: false,
  disabled_monthly_reports: true,
  enable_due_date_notifications: true,
  instant_notif_new_task_in_tracked_tasklist: true,
  instant_notif_document_edit: true,
  instant_notif_finished_task: true,
  instant_notif_finished_tracked_task: true,
  instant_notif_new_comment: true,
  instant_notif_new_notification: true,
  instant_notif_new_task: true,
  instant_notif_ping_or_mention: true,
  instant_notif_task_assigned: true,
  is_long_running_work_notification_enabled: false,
  notif_task_remind: true,
  notification_email: true,
  notification_every_few_hours: false,
  notification_every_morning: false,
  notification_projects: '',
  notification_type: 'instant',
  notification_when_task_finished: true,
  when_send_due_date_notification: '1h',
  when_send_due_date_without_time_part_notification: 'due',
  send_email_with_grouped_notifications: false,
  notif_send_anytime: true,
  notif_send_never: false,
  notif_send_according_to_schedule: false,
  notif_send_time_from: '09:00:00',
  notif_send_time_to: '17:00:00',
  notif_send_days_in_week: 'monday',
  notif_send_projects: '',
  notif_send_types: '',
};

/** The fake server: the user, their notification settings, and saves applied as sent. */
function serve(saveProfile?: () => FakeFailure) {
  let settings = loaded;
  let user = signedInUser;
  return fakeApi()
    .on(ROUTES.auth.session, () => ({ user }))
    .on(ROUTES.auth.saveProfile, ({ body }) => {
      if (saveProfile) return saveProfile();
      user = { ...user, ...body };
      return { user };
    })
    .on(ROUTES.notifications.settings, () => ({ settings }))
    .on(ROUTES.notifications.saveNotificationSettings, ({ body }) => {
      settings = { ...settings, ...body.settings };
      return { settings };
    });
}

const section = (name: string) => screen.getByRole('region', { name });
/** A switch by its label (Mantine's label element holds the description too, after it). */
const switchNamed = (label: string) =>
  screen.findByRole<HTMLInputElement>('switch', {
    name: (name) => name === label || name.startsWith(`${label} `),
  });
const scheme = () => document.documentElement.getAttribute('data-mantine-color-scheme');

describe('ProfileSettingsRoute', () => {
  // The chosen look is remembered in the browser: each test starts from the system's.
  afterEach(() => window.localStorage.clear());

  it('shows the details, the look, the notification switches and the comment flags', async () => {
    serve();
    await renderSignedIn(<ProfileSettingsRoute />, { path: '/profile/settings' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    expect(document.title).toBe('Settings · Tandem');

    const details = section('Personal details');
    expect(within(details).getByLabelText<HTMLInputElement>(/Full name/).value).toBe('Olga Owner');
    const email = within(details).getByLabelText<HTMLInputElement>('E-mail');
    expect(email.value).toBe('olga@example.test');
    expect(email.disabled).toBe(true);
    expect(within(details).getByLabelText<HTMLInputElement>('Language').value).toBe('English');
    expect(within(details).getByLabelText<HTMLInputElement>('Time zone').value).toBe('UTC');

    const look = section('Appearance');
    expect(within(look).getByRole('radiogroup', { name: 'Appearance' })).toBeTruthy();
    expect(within(look).getByRole<HTMLInputElement>('radio', { name: 'Dark' })).toBeTruthy();

    expect((await switchNamed('Turn off all notifications')).checked).toBe(false);
    expect((await switchNamed('Send me e-mails')).checked).toBe(true);
    // Shown ON while the monthly reports are not disabled: these are.
    expect((await switchNamed('Monthly report')).checked).toBe(false);
    expect((await switchNamed('Remind me of due dates')).checked).toBe(true);
    expect((await switchNamed('Tell me when my time tracking runs for over 8 hours')).checked).toBe(
      false,
    );
    expect(
      within(section('Notifications'))
        .getByRole('link', { name: 'All notification settings' })
        .getAttribute('href'),
    ).toBe('/settings/notifications');

    expect(
      within(section('Comments and due dates')).getByRole('switch', {
        name: /Show long threads in full/,
      }),
    ).toBeTruthy();
  });

  it('changes the look at once and keeps it with the account', async () => {
    const api = serve();
    await renderSignedIn(<ProfileSettingsRoute />);
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    const dark = within(section('Appearance')).getByRole<HTMLInputElement>('radio', {
      name: 'Dark',
    });
    fireEvent.click(dark);
    await waitFor(() => expect(scheme()).toBe('dark'));
    expect(dark.checked).toBe(true);
    await waitFor(() =>
      expect(api.bodiesOf(ROUTES.auth.saveProfile)).toEqual([{ dark_mode: true }]),
    );

    fireEvent.click(screen.getByRole('radio', { name: 'Same as the system' }));
    await waitFor(() =>
      expect(api.bodiesOf(ROUTES.auth.saveProfile)).toEqual([
        { dark_mode: true },
        { dark_mode: null },
      ]),
    );
  });

  it('turns e-mails off through the notification settings, with just that field', async () => {
    const api = serve();
    await renderSignedIn(<ProfileSettingsRoute />);
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    const mails = await switchNamed('Send me e-mails');
    fireEvent.click(mails);
    await waitFor(() => expect(mails.checked).toBe(false));
    await waitFor(() =>
      expect(api.bodiesOf(ROUTES.notifications.saveNotificationSettings)).toEqual([
        { settings: { notification_email: false } },
      ]),
    );
  });

  it('turning all notifications off holds the other switches', async () => {
    serve();
    await renderSignedIn(<ProfileSettingsRoute />);
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    fireEvent.click(await switchNamed('Turn off all notifications'));
    await waitFor(async () => expect((await switchNamed('Send me e-mails')).disabled).toBe(true));
    expect((await switchNamed('Remind me of due dates')).disabled).toBe(true);
  });

  it('says under the language field that a language is not supported', async () => {
    serve(() => invalid('locale_code', MESSAGES.languageNotSupported));
    await renderSignedIn(<ProfileSettingsRoute />);
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    const details = section('Personal details');
    fireEvent.click(within(details).getByRole('button', { name: 'Save' }));
    const language = within(details).getByLabelText<HTMLInputElement>('Language');
    await waitFor(() => expect(language.getAttribute('aria-invalid')).toBe('true'));
    const message = document.getElementById(
      (language.getAttribute('aria-describedby') ?? '').split(' ').find((id) => /error/.test(id)) ??
        '',
    );
    expect(message?.textContent).toBe('The language is not supported');
  });
});
