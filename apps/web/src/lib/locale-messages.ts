import type { Locale } from '@tandem/contract';
import type enUS from '../locales/en-US.json';

/** The texts of the app, as the fallback locale (en-US) has them all. */
export type Messages = typeof enUS;

// Fetched as JSON, not bundled as JavaScript: data the browser parses cheaply, kept out of the
// scripts every first route runs (docs/performance.md, "First route", counts it apart).
const urls = import.meta.glob<string>('../locales/*.json', {
  query: '?url',
  import: 'default',
  eager: true,
});

const loading = new Map<Locale, Promise<Partial<Messages>>>();

/** A locale's messages, fetched once per tab; a failed fetch is tried again on the next call. */
export function loadMessages(locale: Locale): Promise<Partial<Messages>> {
  const known = loading.get(locale);
  if (known) return known;
  const url = urls[`../locales/${locale}.json`];
  const messages = url
    ? fetch(url).then(async (response) => {
        if (!response.ok) throw new Error(`${url}: ${response.status}`);
        return (await response.json()) as Partial<Messages>;
      })
    : Promise.resolve({});
  loading.set(locale, messages);
  messages.catch(() => loading.delete(locale));
  return messages;
}
