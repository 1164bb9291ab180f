import { ActionIcon, Group, Kbd, Popover, Stack, Switch, Table, Text } from '@mantine/core';
import { IconKeyboard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { KEY_HELP } from '../utils/mindmap-keys.ts';

/** The keys of the mind map, in a small popover. */
function KeyHelp() {
  const { t } = useTranslation();
  return (
    <Popover position="bottom-end" withArrow shadow="md">
      <Popover.Target>
        <ActionIcon variant="default" size="lg" aria-label={t('mindmap.keysTitle')}>
          <IconKeyboard size={18} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown maw={340}>
        <Stack gap="xs">
          <Text fw={600} size="sm">
            {t('mindmap.keysTitle')}
          </Text>
          <Table withRowBorders={false} verticalSpacing={2} fz="sm">
            <Table.Tbody>
              {KEY_HELP.map(([keys, what]) => (
                <Table.Tr key={what}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Kbd size="xs">{keys}</Kbd>
                  </Table.Td>
                  <Table.Td>{t(`mindmap.keys.${what}`)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Text size="xs" c="dimmed">
            {t('mindmap.dragHelp')}
          </Text>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/** Above the mind map: whether finished tasks show, and the keys. */
export function MindmapToolbar(props: {
  showFinished: boolean;
  onShowFinished: (show: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Switch
        label={t('mindmap.showFinished')}
        checked={props.showFinished}
        onChange={(e) => props.onShowFinished(e.currentTarget.checked)}
      />
      <Group gap="xs" wrap="nowrap">
        <Text size="xs" c="dimmed" visibleFrom="sm">
          {t('mindmap.hint')}
        </Text>
        <KeyHelp />
      </Group>
    </Group>
  );
}
