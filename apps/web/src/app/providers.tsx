import type { ReactNode } from 'react';
import { MantineProvider, createTheme } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';

/** The spec's breakpoints (document 1, section 9) mapped onto the theme's five names. */
const theme = createTheme({
  primaryColor: 'blue',
  breakpoints: { xs: '37.4375em', sm: '48em', md: '61.9375em', lg: '75em', xl: '95em' },
  defaultRadius: 'md',
});

export function Providers({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
