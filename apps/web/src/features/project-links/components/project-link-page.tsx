import type { ReactNode } from 'react';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProjectLink } from '@tandem/contract';
import { Page } from '../../../components/page.tsx';
import { PinToggle } from '../../../components/pin-toggle.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useProjectLink } from '../api/project-links.api.ts';

/** /project-link/{uuid}: one of a project's links, where it leads, and its comments. */
export function ProjectLinkPage(props: {
  uuid: string;
  thread: (link: ProjectLink) => ReactNode;
  /** Sharing the link with people outside, composed by the page. */
  share?: (link: ProjectLink) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const link = useProjectLink(props.uuid);
  return (
    <QueryState query={link}>
      {(l) => (
        <Page
          title={l.name}
          actions={
            <Group gap="xs">
              <PinToggle
                projectId={l.project.id}
                target={{ kind: 'link', uuid: l.uuid }}
                name={l.name}
              />
              <Button
                component="a"
                href={l.url}
                target="_blank"
                rel="noopener noreferrer nofollow"
                size="sm"
                rightSection={<IconExternalLink size={16} />}
              >
                {t('links.open')}
              </Button>
            </Group>
          }
        >
          <Stack gap="lg">
            <Stack gap={4}>
              <Text style={{ overflowWrap: 'anywhere' }}>{l.url}</Text>
              <Group gap="xs">
                <Anchor component={Link} to={`/project/${l.project.id}/docs-and-files`} size="sm">
                  {l.project.name}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {l.author.fullname} · {formatDateTime(l.date_add, i18n.language)}
                </Text>
              </Group>
            </Stack>
            {props.share?.(l)}
            <section aria-labelledby="link-comments">
              <Title order={2} size="h4" id="link-comments" mb="sm">
                {t('links.comments')}
              </Title>
              {props.thread(l)}
            </section>
          </Stack>
        </Page>
      )}
    </QueryState>
  );
}
