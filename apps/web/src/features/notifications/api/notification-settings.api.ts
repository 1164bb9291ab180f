import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings, ScheduleChange, SettingsChange } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { notifications } from '@mantine/notifications';
import i18next from 'i18next';
import { errorMessage } from '../../../components/errors.ts';
import { call } from '../../../lib/api-client.ts';
import { notificationKeys } from '../../../lib/notifications.ts';

/** The query key of the signed-in person's notification settings. */
export const notificationSettingsKey = notificationKeys.settings;
/** Both kinds of saves share one key and one queue: they change the same settings. */
const saveKey = ['notifications', 'settings', 'save'] as const;
const saveScope = { id: 'notification-settings' };

/** The signed-in person's notification settings and sending schedule. */
export function useNotificationSettings() {
  return useQuery({
    queryKey: notificationSettingsKey,
    queryFn: async ({ signal }) =>
      (await call(ROUTES.notifications.settings, {}, { signal })).settings,
  });
}

type Change = Partial<NotificationSettings>;
/** The values a change replaced, and the ones it put in their place. */
interface SaveContext {
  before: Change;
  after: Change;
}

/**
 * A save that shows its change at once. Saves run one after another (one scope); the answer of the
 * last one still running is the truth and goes into the cache. A refused save takes back the
 * fields it changed (unless a later change replaced them already), tells why, and when no other
 * save is running, fetches the settings again, as earlier changes may have been refused too.
 */
function useOptimisticSave<C extends Change>(
  send: (change: C) => Promise<{ settings: NotificationSettings }>,
) {
  const queryClient = useQueryClient();
  const isLast = () => queryClient.isMutating({ mutationKey: saveKey }) <= 1;
  return useMutation({
    mutationKey: saveKey,
    scope: saveScope,
    mutationFn: send,
    onMutate: async (change): Promise<SaveContext> => {
      await queryClient.cancelQueries({ queryKey: notificationSettingsKey });
      const current = queryClient.getQueryData<NotificationSettings>(notificationSettingsKey);
      const fields = Object.keys(change) as Array<keyof NotificationSettings>;
      const before = Object.fromEntries(fields.map((field) => [field, current?.[field]]));
      if (current) {
        queryClient.setQueryData<NotificationSettings>(notificationSettingsKey, {
          ...current,
          ...change,
        });
      }
      return { before: current ? before : {}, after: change };
    },
    onSuccess: ({ settings }) => {
      if (isLast()) queryClient.setQueryData(notificationSettingsKey, settings);
    },
    onError: (error, _change, context) => {
      if (context) {
        queryClient.setQueryData<NotificationSettings>(notificationSettingsKey, (current) => {
          if (!current) return current;
          const back = Object.entries(context.before).filter(
            ([field]) =>
              current[field as keyof NotificationSettings] ===
              context.after[field as keyof NotificationSettings],
          );
          return { ...current, ...Object.fromEntries(back) };
        });
      }
      notifications.show({ color: 'red', message: errorMessage(error, i18next.t) });
      if (isLast()) void queryClient.invalidateQueries({ queryKey: notificationSettingsKey });
    },
  });
}

/** Saves a change to the notification settings: the fields given, the rest kept. */
export function useSaveNotificationSettings() {
  return useOptimisticSave((settings: SettingsChange) =>
    call(ROUTES.notifications.saveNotificationSettings, { body: { settings } }),
  );
}

/** Saves a change to the sending schedule: the fields given, the rest kept. */
export function useSaveSchedule() {
  return useOptimisticSave((body: ScheduleChange) =>
    call(ROUTES.notifications.saveSettings, { body }),
  );
}
