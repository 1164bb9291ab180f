import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@tandem/contract';
import { DEFAULT_LOCALE, LOCALES } from '@tandem/contract/browser';
import { loadMessages } from './locale-messages.ts';

export const LOCALE_NAMES: Record<Locale, string> = {
  'cs-CZ': 'Čeština',
  'da-DK': 'Dansk',
  'de-DE': 'Deutsch',
  'en-US': 'English',
  'es-ES': 'Español',
  'et-EE': 'Eesti',
  'hu-HU': 'Magyar',
  'lv-LV': 'Latviešu',
  'nl-NL': 'Nederlands',
  'pl-PL': 'Polski',
  'ro-RO': 'Română',
  'sk-SK': 'Slovenčina',
};

export function isLocale(value: string | null | undefined): value is Locale {
  return (LOCALES as readonly string[]).includes(value ?? '');
}

/** The locale to start with before the user is known: the browser's, if we offer it. */
export function browserLocale(): Locale {
  for (const language of navigator.languages ?? [navigator.language]) {
    const exact = LOCALES.find((l) => l.toLowerCase() === language.toLowerCase());
    if (exact) return exact;
    const sameLanguage = LOCALES.find((l) => l.slice(0, 2) === language.slice(0, 2));
    if (sameLanguage) return sameLanguage;
  }
  return DEFAULT_LOCALE;
}

export async function initI18n(locale: Locale): Promise<void> {
  // The chosen locale's messages are fetched alongside the fallback's, not after them.
  void loadMessages(locale).catch(() => {});
  await i18next.use(initReactI18next).init({
    resources: { [DEFAULT_LOCALE]: { translation: await loadMessages(DEFAULT_LOCALE) } },
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await changeLocale(locale);
}

/** Loads a locale's messages when needed and switches to it; missing keys fall back to en-US. */
export async function changeLocale(locale: Locale): Promise<void> {
  if (!i18next.hasResourceBundle(locale, 'translation')) {
    // Without its messages the locale still applies (dates, numbers), its texts in English.
    const messages = await loadMessages(locale).catch(() => null);
    if (messages) i18next.addResourceBundle(locale, 'translation', messages, true, true);
  }
  await i18next.changeLanguage(locale);
  document.documentElement.lang = locale;
}

export { i18next };
