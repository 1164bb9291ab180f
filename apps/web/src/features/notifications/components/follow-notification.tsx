import { useEffect, useRef } from 'react';
import { Center, Loader } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ROUTES } from '@tandem/contract/browser';
import { call } from '../../../lib/api-client.ts';
import { followTarget, notificationKeys } from '../../../lib/notifications.ts';

/**
 * `/notification?nid&follow`: marks the notification read and goes where it leads, `>` in the
 * target becoming the `#` of the anchor that scrolls to the comment (document 1, guard 2).
 */
export function FollowNotification() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const nid = Number(params.get('nid'));
    const go = () => void navigate(followTarget(params.get('follow')), { replace: true });
    if (!Number.isSafeInteger(nid) || nid <= 0) return go();
    // A notification already read, or gone, still leads where it pointed.
    call(ROUTES.notifications.markAsRead, { query: { nid } })
      .catch(() => undefined)
      .finally(() => {
        void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
        go();
      });
  }, [params, navigate, queryClient]);
  return (
    <Center py="xl">
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}
