import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWaitingChangeCount } from '../../lib/tasks/pending-task-changes.ts';
import { onRealtimeStatus } from '../../lib/realtime/realtime-client.ts';

type Notice = 'offline' | 'connectionLost' | 'backOnline' | null;

/** How long the success notice stays after the connection returns. */
const BACK_NOTICE_MS = 5000;

/**
 * Document 1, section 2.6: a notice that stays while the connection is down (the browser is
 * offline, or the live connection gave up after its last retry) and gives way to a success notice
 * when it returns. A live connection that only dropped and is retrying says nothing: a server
 * restart would otherwise flash a notice at everyone. It is drawn with plain elements, not a toast:
 * code loaded on demand cannot arrive while the network is gone.
 */
export function ConnectionNotice() {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<Notice>(null);
  const waiting = useWaitingChangeCount();

  useEffect(() => {
    let browserOffline = !navigator.onLine;
    let liveGaveUp = false;
    let down = false;
    let backTimer: ReturnType<typeof setTimeout> | undefined;
    const sync = () => {
      clearTimeout(backTimer);
      if (browserOffline || liveGaveUp) {
        down = true;
        setNotice(browserOffline ? 'offline' : 'connectionLost');
      } else if (down) {
        down = false;
        setNotice('backOnline');
        backTimer = setTimeout(() => setNotice(null), BACK_NOTICE_MS);
      }
    };
    const onOffline = () => {
      browserOffline = true;
      sync();
    };
    const onOnline = () => {
      browserOffline = false;
      sync();
    };
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    const stopFollowing = onRealtimeStatus((status) => {
      if (status === 'failed') liveGaveUp = true;
      else if (status === 'online') liveGaveUp = false;
      else return;
      sync();
    });
    sync();
    return () => {
      clearTimeout(backTimer);
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
      stopFollowing();
    };
  }, []);

  if (notice === null) return null;
  const good = notice === 'backOnline';
  return (
    <div
      role={good ? 'status' : 'alert'}
      data-testid="connection-notice"
      style={{
        position: 'fixed',
        insetInline: 0,
        bottom: 16,
        margin: '0 auto',
        width: 'fit-content',
        maxWidth: 'calc(100vw - 32px)',
        zIndex: 1000,
        padding: '10px 16px',
        borderRadius: 'var(--mantine-radius-md)',
        boxShadow: 'var(--mantine-shadow-md)',
        color: 'var(--mantine-color-white)',
        background: good ? 'var(--mantine-color-green-8)' : 'var(--mantine-color-red-8)',
        fontSize: 'var(--mantine-font-size-sm)',
        fontWeight: 500,
      }}
    >
      {t(`interaction.${notice}`)}
      {waiting > 0 && !good && <div>{t('taskChanges.waitingCount', { count: waiting })}</div>}
    </div>
  );
}
