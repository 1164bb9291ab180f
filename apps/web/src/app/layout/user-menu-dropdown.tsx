import { useEffect, useEffectEvent, useRef } from 'react';
import { Menu, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconKeyboard,
  IconLanguage,
  IconLogout,
  IconPaperclip,
  IconUserCircle,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Locale } from '@tandem/contract';
import { LOCALES } from '@tandem/contract/browser';
import { errorMessage } from '../../components/errors.ts';
import { useSaveProfile } from '../../features/profile/api/profile.api.ts';
import { colorSchemeOf } from '../../lib/color-scheme.ts';
import {
  COLOR_SCHEMES,
  useChooseColorScheme,
} from '../../features/profile/components/color-scheme-choice.ts';
import { LOCALE_NAMES, changeLocale } from '../../lib/i18n.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { AccountButton } from './account-button.tsx';
import { openShortcutsModal } from './shortcuts.tsx';

/**
 * The user menu with its trigger, once its code is there (`UserMenu` loads it): profile and
 * settings, keyboard shortcuts, the language and the light, dark or system look (both kept on the
 * server for every device), and signing out. It takes over from the button shown meanwhile: the
 * menu opens as if it had been hovered or clicked, and the focus moves over.
 */
export function LoadedUserMenu({
  hovered,
  clicked,
  focused,
}: {
  hovered: boolean;
  clicked: boolean;
  focused: boolean;
}) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const save = useSaveProfile();
  const scheme = colorSchemeOf(user.dark_mode);
  const target = useRef<HTMLButtonElement>(null);
  const failed = (error: unknown) =>
    notifications.show({ color: 'red', message: errorMessage(error, t) });

  const takeOver = useEffectEvent(() => {
    if (focused) target.current?.focus();
    // Through the trigger's own handler, so the menu stays open like after a real click.
    if (clicked) target.current?.click();
  });
  useEffect(() => takeOver(), []);

  const chooseScheme = useChooseColorScheme();
  const chooseLocale = (value: string) => {
    const locale = value as Locale;
    void changeLocale(locale);
    save.mutate({ locale_code: locale }, { onError: failed });
  };

  return (
    <Menu
      position="bottom-end"
      width={260}
      trigger="click-hover"
      openDelay={0}
      closeDelay={150}
      defaultOpened={hovered}
    >
      <Menu.Target>
        <AccountButton
          ref={target}
          name={user.fullname}
          avatar={user.avatar}
          label={t('nav.account')}
        />
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
        <Menu.Item component={Link} to="/profile/files" leftSection={<IconPaperclip size={16} />}>
          {t('files.mine')}
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
          {COLOR_SCHEMES.map(({ value, icon: Icon }) => (
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
