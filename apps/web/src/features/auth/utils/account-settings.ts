import type { Locale } from '@tandem/contract';

/** What a new account starts with: the language shown on the form and the browser's time zone. */
export function newAccountSettings(language: string): { locale_code: Locale; timezone: string } {
  return {
    locale_code: language as Locale,
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
}
