import type { MantineColorScheme } from '@mantine/core';

/**
 * The colour scheme a user's `dark_mode` setting asks for: true dark, false light, null the
 * system's.
 */
export function colorSchemeOf(darkMode: boolean | null | undefined): MantineColorScheme {
  if (darkMode === true) return 'dark';
  if (darkMode === false) return 'light';
  return 'auto';
}

/** The `dark_mode` value that keeps a chosen colour scheme. */
export function darkModeOf(scheme: MantineColorScheme): boolean | null {
  if (scheme === 'dark') return true;
  if (scheme === 'light') return false;
  return null;
}
