import { ActionIcon, Anchor, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheckbox, IconFile, IconLink, IconNotes, IconPinnedOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { PinnedItem } from '@tandem/contract';
import { errorMessage } from '../../../components/errors.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { useSetPinned, usePinnedItems } from '../../../lib/pins.ts';
import type { PinTarget } from '../../../lib/pins.ts';

const ICONS = { task: IconCheckbox, note: IconNotes, file: IconFile, link: IconLink };

/** Where an item opens, and what unpins it here (tasks are unpinned from the task). */
function targetOf(item: PinnedItem): PinTarget | null {
  if (item.kind === 'note') return { kind: 'note', id: item.note_id! };
  if (item.kind === 'file') return { kind: 'file', uuid: item.file_uuid! };
  if (item.kind === 'link') return { kind: 'link', uuid: item.link_uuid! };
  return null;
}

function ItemLink({ item }: { item: PinnedItem }) {
  const { search } = useLocation();
  const common = { size: 'sm' as const, 'data-testid': `pinned-${item.kind}` };
  // A link's address is an http or https one (the server accepts nothing else).
  if (item.kind === 'link')
    return (
      <Anchor href={item.url ?? '#'} target="_blank" rel="noopener noreferrer nofollow" {...common}>
        {item.name}
      </Anchor>
    );
  const to =
    item.kind === 'task'
      ? `/task-modal/${item.task_id}${search}`
      : item.kind === 'note'
        ? `/note/${item.note_id}`
        : `/file/${item.file_uuid}`;
  return (
    <Anchor component={Link} to={to} td={item.is_finished ? 'line-through' : undefined} {...common}>
      {item.name}
    </Anchor>
  );
}

/**
 * The overview's pinned items: the project's pinned tasks, notes, files and links in one list,
 * the latest pinned first, for everyone in it; who may change an item unpins it here.
 */
export function PinnedItemsSection({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const pinned = usePinnedItems(projectId);
  const setPinned = useSetPinned(projectId);
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="project-pinned-items">
      <Stack gap="sm">
        <Title order={2} size="h5" id="project-pinned-items">
          {t('projectSettings.sections.pinned-items')}
        </Title>
        <QueryState query={pinned}>
          {(items) =>
            items.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('pinnedItems.empty')}
              </Text>
            ) : (
              <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {items.map((item) => {
                  const Icon = ICONS[item.kind];
                  const target = targetOf(item);
                  return (
                    <Group key={item.id} component="li" gap="xs" wrap="nowrap">
                      <ThemeIcon
                        variant="light"
                        size="sm"
                        aria-label={t(`pinnedItems.kind.${item.kind}`)}
                      >
                        <Icon size={14} />
                      </ThemeIcon>
                      <div style={{ flex: 1, minWidth: 0 }}>
                        <ItemLink item={item} />
                      </div>
                      {target && item.can_unpin && (
                        <ActionIcon
                          variant="subtle"
                          size="sm"
                          color="gray"
                          aria-label={t('pinnedItems.unpin', { name: item.name })}
                          onClick={() =>
                            setPinned.mutate(
                              { target, pinned: false },
                              {
                                onError: (error) =>
                                  notifications.show({
                                    color: 'red',
                                    message: errorMessage(error, t),
                                  }),
                              },
                            )
                          }
                        >
                          <IconPinnedOff size={14} />
                        </ActionIcon>
                      )}
                    </Group>
                  );
                })}
              </Stack>
            )
          }
        </QueryState>
      </Stack>
    </Card>
  );
}
