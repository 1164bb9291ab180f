import { useState } from 'react';
import type { ReactNode } from 'react';
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProjectLink } from '@tandem/contract';
import { errorMessage, fieldError } from '../../../components/errors.ts';
import { PinToggle } from '../../../components/pin-toggle.tsx';
import { useAddLink, useProjectLinks, useRemoveLink } from '../api/project-links.api.ts';

/**
 * The project's links: each opens in a new tab, shows its comments' count, and opens its thread
 * (`thread`, composed by the page) on demand; new ones are added below.
 */
export function ProjectLinksSection(props: {
  projectId: number;
  canAdd: boolean;
  thread: (link: ProjectLink) => ReactNode;
}) {
  const { t } = useTranslation();
  const links = useProjectLinks(props.projectId);
  const add = useAddLink(props.projectId);
  const remove = useRemoveLink(props.projectId);
  const [draft, setDraft] = useState({ name: '', url: '' });
  const [open, setOpen] = useState<string | null>(null);
  const submit = () =>
    add.mutate(draft, {
      onSuccess: () => setDraft({ name: '', url: '' }),
      onError: (error) => {
        if (!fieldError(error, 'name') && !fieldError(error, 'url'))
          notifications.show({ color: 'red', message: errorMessage(error, t) });
      },
    });

  return (
    <Stack gap="sm" component="section" aria-labelledby="project-links">
      <Title order={2} size="h4" id="project-links">
        {t('links.title')}
      </Title>
      {links.isPending ? (
        <Loader size="sm" aria-label={t('common.loading')} />
      ) : links.isError ? (
        <Text c="red">{t('links.loadFailed')}</Text>
      ) : links.data.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('links.none')}
        </Text>
      ) : (
        links.data.map((link) => (
          <Paper
            key={link.uuid}
            withBorder
            p="sm"
            radius="md"
            id={`link-${link.id}`}
            data-testid="project-link"
          >
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Anchor
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  fw={500}
                  truncate
                >
                  {link.name}
                </Anchor>
                <Anchor
                  component={Link}
                  to={`/project-link/${link.uuid}`}
                  size="xs"
                  c="dimmed"
                  truncate
                  aria-label={t('links.page', { name: link.name })}
                >
                  {link.url}
                </Anchor>
              </Stack>
              <Group gap="xs" wrap="nowrap">
                {props.canAdd && (
                  <PinToggle
                    projectId={props.projectId}
                    target={{ kind: 'link', uuid: link.uuid }}
                    name={link.name}
                  />
                )}
                <Button
                  size="compact-xs"
                  variant="subtle"
                  aria-expanded={open === link.uuid}
                  onClick={() => setOpen((current) => (current === link.uuid ? null : link.uuid))}
                >
                  {t('links.comments')}{' '}
                  <Badge size="xs" ml={4} variant="light">
                    {link.count_comments}
                  </Badge>
                </Button>
                {link.can_edit && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="sm"
                    aria-label={t('links.remove', { name: link.name })}
                    onClick={() =>
                      remove.mutate(link, {
                        onError: (error) =>
                          notifications.show({ color: 'red', message: errorMessage(error, t) }),
                      })
                    }
                  >
                    ✕
                  </ActionIcon>
                )}
              </Group>
            </Group>
            {open === link.uuid && <Stack mt="sm">{props.thread(link)}</Stack>}
          </Paper>
        ))
      )}
      {props.canAdd && (
        <Group align="flex-start" gap="xs" wrap="wrap">
          <TextInput
            aria-label={t('links.name')}
            placeholder={t('links.name')}
            value={draft.name}
            onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })}
            error={fieldError(add.error, 'name')}
            style={{ flex: '1 1 160px' }}
          />
          <TextInput
            aria-label={t('links.address')}
            placeholder="https://"
            value={draft.url}
            onChange={(event) => setDraft({ ...draft, url: event.currentTarget.value })}
            onKeyDown={(event) => event.key === 'Enter' && submit()}
            error={fieldError(add.error, 'url')}
            style={{ flex: '2 1 220px' }}
          />
          <Button onClick={submit} loading={add.isPending}>
            {t('links.add')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
