import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Asks before a dependency is removed (an arrow is easy to click by mistake). Its code loads when
 * it is first opened (`timeline-chart.tsx`).
 */
export function RemoveDependencyModal(props: {
  opened: boolean;
  names: { blocking: string; blocked: string } | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t('timeline.removeDependency')}>
      <Text size="sm">{props.names && t('timeline.removeDependencyText', props.names)}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={props.onClose}>
          {t('common.cancel')}
        </Button>
        <Button
          color="red"
          onClick={() => {
            props.onConfirm();
            props.onClose();
          }}
        >
          {t('timeline.remove')}
        </Button>
      </Group>
    </Modal>
  );
}
