import '@mantine/core/styles.css';
import './app/reduced-motion.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import type { CurrentUser } from '@tandem/contract';
import { Providers } from './app/providers.tsx';
import { createRouter } from './app/router.tsx';
import { UpdateNotice } from './app/layout/update-notice.tsx';
import { browserLocale, changeLocale, initI18n, isLocale } from './lib/i18n.ts';
import { dropObsoleteNotificationData } from './lib/push-config.ts';
import { keepForOffline, restoreForOffline } from './lib/offline-cache.ts';
import { keepChangesForOffline, restoreWaitingChanges } from './lib/offline-changes.ts';
import { createQueryClient } from './lib/query-client.ts';
import { reportWaitedChanges } from './lib/tasks/task-change-reports.ts';
import { startServiceWorker } from './lib/service-worker.ts';
import { fetchSession, sessionKey } from './lib/session.ts';

async function start(): Promise<void> {
  dropObsoleteNotificationData();
  const queryClient = createQueryClient();
  // Offline, the app opens with what the person last saw (and who they were), marked as offline.
  const fromKeptCopy = !navigator.onLine && restoreForOffline(queryClient);
  // The strings and the session are fetched side by side, not one after the other.
  const session = fromKeptCopy
    ? Promise.resolve(queryClient.getQueryData<CurrentUser | null>(sessionKey) ?? null)
    : queryClient
        // Once, at once: with the server away the app draws anyway, and the guard asks again.
        .fetchQuery({
          queryKey: sessionKey,
          queryFn: fetchSession,
          networkMode: 'always',
          retry: false,
        })
        .catch(() => null);
  await initI18n(browserLocale());
  // The signed-in user's language wins over the browser's once known.
  const user = await session;
  if (user && isLocale(user.locale_code)) await changeLocale(user.locale_code);
  // Task changes made offline before the page was closed: sent in order once connected.
  restoreWaitingChanges(queryClient);
  keepChangesForOffline(queryClient);
  reportWaitedChanges(queryClient);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={createRouter(queryClient)} />
        <UpdateNotice />
      </Providers>
    </StrictMode>,
  );
  keepForOffline(queryClient);
  startServiceWorker();
}

void start();
