import { Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../components/errors.ts';
import type { ShareTarget } from '../api/public-links.api.ts';
import { useItemLink, useRevokeLink, useShareItem } from '../api/public-links.api.ts';

/**
 * Sharing an item (a task, a note, a file) with people outside: its public link, made, copied
 * or stopped by who may (`canShare`); `mayHaveLink` false skips asking for one.
 */
export function ItemShareField(props: {
  target: ShareTarget;
  canShare: boolean;
  mayHaveLink?: boolean;
}) {
  const { t } = useTranslation();
  const mayHave = props.mayHaveLink ?? true;
  const link = useItemLink(props.target, mayHave);
  const share = useShareItem(props.target);
  const revoke = useRevokeLink();
  const fail = (error: unknown) =>
    notifications.show({ color: 'red', message: errorMessage(error, t) });
  const current = mayHave ? link.data : null;

  if (!current) {
    if (!props.canShare) return null;
    return (
      <Group gap="xs">
        <Button
          size="xs"
          variant="light"
          loading={share.isPending || (mayHave && link.isPending)}
          onClick={() => share.mutate(undefined, { onError: fail })}
        >
          {t('publicLinks.share')}
        </Button>
        <Text size="xs" c="dimmed">
          {t('publicLinks.shareHint', {
            context: props.target.type === 'task' ? undefined : props.target.type,
          })}
        </Text>
      </Group>
    );
  }
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t('publicLinks.shared')}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <TextInput
          readOnly
          value={current.url}
          aria-label={t('publicLinks.address')}
          style={{ flex: 1 }}
          size="xs"
          onFocus={(event) => event.currentTarget.select()}
        />
        <CopyButton value={current.url}>
          {({ copied, copy }) => (
            <Button size="xs" variant="default" onClick={copy}>
              {copied ? t('publicLinks.copied') : t('publicLinks.copy')}
            </Button>
          )}
        </CopyButton>
        {props.canShare && (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            loading={revoke.isPending}
            onClick={() => revoke.mutate(current, { onError: fail })}
          >
            {t('publicLinks.stop')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
