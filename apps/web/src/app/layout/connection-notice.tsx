import { useEffect, useRef } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { onRealtimeStatus } from '../../lib/realtime/realtime-client.ts';

const DOWN_NOTICE = 'connection-down';
const BACK_NOTICE = 'connection-back';

/**
 * Document 1, section 2.6: a notice that stays while the connection is down (the browser is
 * offline, or the live connection gave up after its last retry) and gives way to a success notice
 * when it returns. A live connection that only dropped and is retrying says nothing: a server
 * restart would otherwise flash a notice at everyone.
 */
export function ConnectionNotice() {
  const { t } = useTranslation();
  // Read through a ref: switching the language must not reset what is known about the connection.
  const tRef = useRef(t);
  useEffect(() => {
    tRef.current = t;
  }, [t]);

  useEffect(() => {
    let browserOffline = !navigator.onLine;
    let liveGaveUp = false;
    let shown = false;
    const sync = () => {
      if (browserOffline || liveGaveUp) {
        const message = tRef.current(
          browserOffline ? 'interaction.offline' : 'interaction.connectionLost',
        );
        if (shown) notifications.update({ id: DOWN_NOTICE, message });
        else {
          notifications.hide(BACK_NOTICE);
          notifications.show({
            id: DOWN_NOTICE,
            color: 'red',
            message,
            autoClose: false,
            withCloseButton: false,
          });
        }
        shown = true;
      } else if (shown) {
        shown = false;
        notifications.hide(DOWN_NOTICE);
        notifications.show({
          id: BACK_NOTICE,
          color: 'green',
          message: tRef.current('interaction.backOnline'),
        });
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
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
      stopFollowing();
      notifications.hide(DOWN_NOTICE);
    };
  }, []);

  return null;
}
