import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cssVariablesResolver, theme } from './theme.ts';

export function Providers({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  // Dialogs' close buttons are icons: they get their name in the reader's language.
  const themed = useMemo(() => {
    const closeButtonProps = { 'aria-label': t('common.close') };
    return mergeThemeOverrides(theme, {
      components: {
        Modal: { defaultProps: { closeButtonProps } },
        Drawer: { defaultProps: { closeButtonProps } },
      },
    });
  }, [t]);
  return (
    // Until the signed-in user's `dark_mode` is known, the remembered scheme (or the system's).
    <MantineProvider
      theme={themed}
      defaultColorScheme="auto"
      cssVariablesResolver={cssVariablesResolver}
    >
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
