import { Anchor, Button, CopyButton, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { errorMessage } from '../../../components/errors.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useMyLinks, useRevokeLink } from '../api/public-links.api.ts';

/** /lists/public-items: what the viewer shares with people outside, each link stopped here too. */
export function PublicItemsPage() {
  const { t, i18n } = useTranslation();
  const links = useMyLinks();
  const revoke = useRevokeLink();
  return (
    <Page title={t('publicLinks.title')}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('publicLinks.intro')}
        </Text>
        {links.isPending ? (
          <Loader size="sm" aria-label={t('common.loading')} />
        ) : links.isError ? (
          <Text c="red">{t('publicLinks.loadFailed')}</Text>
        ) : links.data.length === 0 ? (
          <Text c="dimmed">{t('publicLinks.none')}</Text>
        ) : (
          links.data.map((link) => (
            <Paper key={link.token} withBorder p="sm" radius="md" data-testid="public-item">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Anchor
                    component={Link}
                    to={
                      {
                        task: `/task/${link.target.id}`,
                        note: `/note/${link.target.id}`,
                        tasklist: `/tasklist/${link.target.id}`,
                        file: `/file/${link.target.uuid}`,
                        link: `/project-link/${link.target.uuid}`,
                      }[link.target.type]
                    }
                    fw={500}
                  >
                    {link.target.name}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {t(`publicLinks.kind.${link.target.type}`)} · {link.target.project.name} ·{' '}
                    {t('publicLinks.since', { date: formatDateTime(link.date_add, i18n.language) })}
                  </Text>
                </Stack>
                <Group gap="xs">
                  <CopyButton value={link.url}>
                    {({ copied, copy }) => (
                      <Button size="xs" variant="default" onClick={copy}>
                        {copied ? t('publicLinks.copied') : t('publicLinks.copy')}
                      </Button>
                    )}
                  </CopyButton>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={() =>
                      revoke.mutate(link, {
                        onError: (error) =>
                          notifications.show({ color: 'red', message: errorMessage(error, t) }),
                      })
                    }
                  >
                    {t('publicLinks.stop')}
                  </Button>
                </Group>
              </Group>
            </Paper>
          ))
        )}
      </Stack>
    </Page>
  );
}
