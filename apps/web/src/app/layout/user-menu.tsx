import { Group, Menu, Text, UnstyledButton, useMantineColorScheme } from '@mantine/core';
import type { MantineColorScheme } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconChevronDown,
  IconDeviceDesktop,
  IconKeyboard,
  IconLanguage,
  IconLogout,
  IconMoon,
  IconSun,
  IconUserCircle,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Locale } from '@tandem/contract';
import { LOCALES } from '@tandem/contract/browser';
import { errorMessage } from '../../components/errors.ts';
import { UserAvatar } from '../../components/user-avatar.tsx';
import { useSaveProfile } from '../../features/profile/api/profile.api.ts';
import { colorSchemeOf, darkModeOf } from '../../lib/color-scheme.ts';
import { LOCALE_NAMES, changeLocale } from '../../lib/i18n.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { openShortcutsModal } from './shortcuts.tsx';

const SCHEMES = [
  { value: 'light', icon: IconSun },
  { value: 'dark', icon: IconMoon },
  { value: 'auto', icon: IconDeviceDesktop },
] as const satisfies ReadonlyArray<{ value: MantineColorScheme; icon: unknown }>;

/**
 * The user menu of the top bar: profile and settings, keyboard shortcuts, the language and the
 * light, dark or system look (both kept on the server for every device), and signing out.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const save = useSaveProfile();
  const { setColorScheme } = useMantineColorScheme();
  const scheme = colorSchemeOf(user.dark_mode);
  const failed = (error: unknown) =>
    notifications.show({ color: 'red', message: errorMessage(error, t) });

  const chooseScheme = (value: string) => {
    const next = value as MantineColorScheme;
    setColorScheme(next);
    save.mutate({ dark_mode: darkModeOf(next) }, { onError: failed });
  };
  const chooseLocale = (value: string) => {
    const locale = value as Locale;
    void changeLocale(locale);
    save.mutate({ locale_code: locale }, { onError: failed });
  };

  return (
    <Menu position="bottom-end" width={260} trigger="click-hover" openDelay={0} closeDelay={150}>
      <Menu.Target>
        <UnstyledButton
          aria-label={t('nav.account')}
          data-testid="account-menu"
          p={4}
          style={{ borderRadius: 'var(--mantine-radius-xl)' }}
        >
          <Group gap={8} wrap="nowrap">
            <UserAvatar name={user.fullname} size={32} />
            <Text size="sm" fw={500} truncate maw={160} visibleFrom="md">
              {user.fullname}
            </Text>
            <IconChevronDown size={14} stroke={1.8} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {user.fullname}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {user.email}
          </Text>
        </Menu.Label>
        <Menu.Item component={Link} to="/profile" leftSection={<IconUserCircle size={16} />}>
          {t('nav.profileAndSettings')}
        </Menu.Item>
        <Menu.Item leftSection={<IconKeyboard size={16} />} onClick={openShortcutsModal}>
          {t('shortcuts.title')}
        </Menu.Item>
        <Menu.Sub position="left-start">
          <Menu.Sub.Target>
            <Menu.Sub.Item leftSection={<IconLanguage size={16} />}>
              {t('nav.language')}: {LOCALE_NAMES[user.locale_code as Locale] ?? user.locale_code}
            </Menu.Sub.Item>
          </Menu.Sub.Target>
          <Menu.Sub.Dropdown>
            <Menu.RadioGroup value={user.locale_code} onChange={chooseLocale}>
              {LOCALES.map((locale) => (
                <Menu.RadioItem key={locale} value={locale} lang={locale} closeMenuOnClick>
                  {LOCALE_NAMES[locale]}
                </Menu.RadioItem>
              ))}
            </Menu.RadioGroup>
          </Menu.Sub.Dropdown>
        </Menu.Sub>
        <Menu.Divider />
        <Menu.Label>{t('nav.theme')}</Menu.Label>
        <Menu.RadioGroup value={scheme} onChange={chooseScheme}>
          {SCHEMES.map(({ value, icon: Icon }) => (
            <Menu.RadioItem key={value} value={value} rightSection={<Icon size={16} />}>
              {t(`nav.schemes.${value}`)}
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
        <Menu.Divider />
        <Menu.Item
          component={Link}
          to="/signout"
          color="red"
          leftSection={<IconLogout size={16} />}
        >
          {t('nav.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
