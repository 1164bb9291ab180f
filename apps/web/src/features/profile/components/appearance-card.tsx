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
import { useTranslation } from 'react-i18next';
import { COLOR_SCHEMES, useChooseColorScheme } from './color-scheme-choice.ts';

/**
 * Light, dark or the system's look: the shell's colour scheme, changed at once and kept with the
 * account (`dark_mode`) for every device; put back if the server refuses.
 */
export function AppearanceCard() {
  const { t } = useTranslation();
  const id = useId();
  const { colorScheme } = useMantineColorScheme();
  const choose = useChooseColorScheme();
  // Side by side from the xs breakpoint; on a phone "Same as the system" needs the whole width.
  const orientation = useMatches<'horizontal' | 'vertical'>({ base: 'vertical', xs: 'horizontal' });

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
          data={COLOR_SCHEMES.map(({ value, icon: Icon }) => ({
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
