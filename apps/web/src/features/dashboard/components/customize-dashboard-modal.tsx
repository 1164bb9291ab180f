import { ActionIcon, Button, Group, Modal, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import type { DashboardLayout } from '@tandem/contract';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../components/errors.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { moveSection, showSection, useSaveDashboard } from '../api/dashboard-layout.api.ts';

/**
 * Which sections the dashboard shows and in which order, and whether priorities name their
 * project and task list. Each change is saved at once.
 */
export function CustomizeDashboardModal({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const layout = useCurrentUser().dashboard;
  const save = useSaveDashboard();
  const change = (next: DashboardLayout) =>
    save.mutate(next, {
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t) }),
    });
  const count = layout.sections.length;
  return (
    <Modal opened={opened} onClose={onClose} title={t('dashboard.customize.title')} centered>
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('dashboard.customize.hint')}
        </Text>
        <Stack gap={4} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
          {layout.sections.map((section, index) => {
            const name = t(`dashboard.sections.${section.id}`);
            return (
              <Group
                key={section.id}
                component="li"
                justify="space-between"
                wrap="nowrap"
                data-testid="dashboard-layout-section"
              >
                <Switch
                  label={name}
                  checked={!section.hidden}
                  onChange={(e) => change(showSection(layout, section.id, e.currentTarget.checked))}
                />
                <Group gap={2} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={t('dashboard.customize.up', { name })}
                    disabled={index === 0}
                    onClick={() => change(moveSection(layout, section.id, -1))}
                  >
                    <IconArrowUp size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={t('dashboard.customize.down', { name })}
                    disabled={index === count - 1}
                    onClick={() => change(moveSection(layout, section.id, 1))}
                  >
                    <IconArrowDown size={16} />
                  </ActionIcon>
                </Group>
              </Group>
            );
          })}
        </Stack>
        <Switch
          mt="sm"
          label={t('dashboard.customize.showPlace')}
          checked={layout.show_project_and_tasklist}
          onChange={(e) =>
            change({ ...layout, show_project_and_tasklist: e.currentTarget.checked })
          }
        />
        <Group justify="flex-end" mt="sm">
          <Button onClick={onClose}>{t('common.close')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
