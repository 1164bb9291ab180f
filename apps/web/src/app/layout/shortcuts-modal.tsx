import { Fragment, useId } from 'react';
import { Kbd, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isApplePlatform } from '../../lib/platform.ts';
import { QUICK_SEARCH_KEYS, SHORTCUTS } from './shortcuts.tsx';
import type { Shortcut } from './shortcuts.tsx';

/** Keys whose `event.key` name is longer than what the keyboard's cap says. */
const KEY_CAPS: Record<string, string> = {
  Escape: 'Esc',
  [QUICK_SEARCH_KEYS]: isApplePlatform() ? '⌘ K' : 'Ctrl K',
};

const GROUPS = [
  { group: 'general', shortcuts: SHORTCUTS.filter((s) => s.command !== 'goTo') },
  { group: 'goTo', shortcuts: SHORTCUTS.filter((s) => s.command === 'goTo') },
] as const;

/** The keyboard shortcuts dialog (document 1, section 2.4): every shortcut, grouped. */
export function ShortcutsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('shortcuts.title')}>
      <Stack gap="md">
        {GROUPS.map(({ group, shortcuts }) => (
          <ShortcutGroup key={group} title={t(`shortcuts.groups.${group}`)} shortcuts={shortcuts} />
        ))}
        <Text size="sm" c="dimmed">
          {t('shortcuts.notWhileTyping')}
        </Text>
      </Stack>
    </Modal>
  );
}

function ShortcutGroup({ title, shortcuts }: { title: string; shortcuts: readonly Shortcut[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Title order={3} size="h5" id={titleId} mb={4}>
        {title}
      </Title>
      <Table verticalSpacing={4} aria-labelledby={titleId}>
        <Table.Tbody>
          {shortcuts.map((shortcut) => (
            <Table.Tr key={shortcut.keys.join(' ')}>
              <Table.Td>
                {shortcut.command === 'goTo'
                  ? t(`nav.${shortcut.area}`)
                  : t(`shortcuts.commands.${shortcut.command}`)}
              </Table.Td>
              <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                {shortcut.keys.map((key, index) => (
                  <Fragment key={key}>
                    {index > 0 && ` ${t('shortcuts.then')} `}
                    <Kbd>{KEY_CAPS[key] ?? key}</Kbd>
                  </Fragment>
                ))}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </section>
  );
}
