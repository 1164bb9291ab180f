import { useId } from 'react';
import {
  Card,
  Group,
  SegmentedControl,
  Stack,
  Text,
  Title,
  useMantineColorScheme,
  useMatches,
} from '@mantine/core';
import type { MantineColorScheme } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@tandem/contract';
import { errorMessage } from '../../../components/errors.ts';
import { colorSchemeOf, darkModeOf } from '../../../lib/color-scheme.ts';
import { useSaveProfile } from '../api/profile.api.ts';

const SCHEMES = [
  { value: 'light', icon: IconSun },
  { value: 'dark', icon: IconMoon },
  { value: 'auto', icon: IconDeviceDesktop },
] as const satisfies ReadonlyArray<{ value: MantineColorScheme; icon: unknown }>;

const isScheme = (value: string): value is MantineColorScheme =>
  SCHEMES.some((scheme) => scheme.value === value);

/**
 * Light, dark or the system's look: the shell's colour scheme, changed at once and kept with the
 * account (`dark_mode`) for every device; put back if the server refuses.
 */
export function AppearanceCard({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveProfile();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  // Side by side from the xs breakpoint; on a phone "Same as the system" needs the whole width.
  const orientation = useMatches<'horizontal' | 'vertical'>({ base: 'vertical', xs: 'horizontal' });

  const choose = (value: string) => {
    if (!isScheme(value)) return;
    setColorScheme(value);
    save.mutate(
      { dark_mode: darkModeOf(value) },
      {
        onError: (error) => {
          setColorScheme(colorSchemeOf(user.dark_mode));
          notifications.show({ color: 'red', message: errorMessage(error, t) });
        },
      },
    );
  };

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={`${id}-title`}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={`${id}-title`}>
          {t('nav.theme')}
        </Title>
        <Text size="sm" c="dimmed" id={`${id}-hint`}>
          {t('settingsPage.themeHint')}
        </Text>
        <SegmentedControl
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-hint`}
          value={colorScheme}
          onChange={choose}
          fullWidth
          orientation={orientation}
          data={SCHEMES.map(({ value, icon: Icon }) => ({
            value,
            label: (
              <Group gap={6} justify="center" wrap="nowrap">
                <Icon size={16} aria-hidden />
                <span>{t(`nav.schemes.${value}`)}</span>
              </Group>
            ),
          }))}
        />
      </Stack>
    </Card>
  );
}
