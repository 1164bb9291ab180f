import { useMantineColorScheme } from '@mantine/core';
import type { MantineColorScheme } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../components/errors.ts';
import { colorSchemeOf, darkModeOf } from '../../../lib/color-scheme.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useSaveProfile } from '../api/profile.api.ts';

/** The looks a person may choose, with their icons. */
export const COLOR_SCHEMES = [
  { value: 'light', icon: IconSun },
  { value: 'dark', icon: IconMoon },
  { value: 'auto', icon: IconDeviceDesktop },
] as const satisfies ReadonlyArray<{ value: MantineColorScheme; icon: unknown }>;

const isScheme = (value: string): value is MantineColorScheme =>
  COLOR_SCHEMES.some((scheme) => scheme.value === value);

/**
 * Chooses light, dark or the system's look: the shell changes at once and the choice is kept with
 * the account (`dark_mode`) for every device; if the server refuses, the saved look comes back
 * and the error shows.
 */
export function useChooseColorScheme(): (value: string) => void {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const save = useSaveProfile();
  const { setColorScheme } = useMantineColorScheme();
  return (value) => {
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
}
