import { beforeEach, describe, expect, it } from 'vitest';
import type { StoredNotificationConfig } from './push-config.ts';
import {
  DEFAULT_NOTIFICATION_CONFIG,
  NOTIFICATION_CONFIG_KEY,
  PUSH_RESEND_AFTER_MS,
  dropObsoleteNotificationData,
  isPushAskDue,
  isPushSyncDue,
  parseNotificationConfig,
  readNotificationConfig,
} from './push-config.ts';

const DEFAULT_ENTRY = { timestamp: 0, value: DEFAULT_NOTIFICATION_CONFIG };
const entry = (value: object, timestamp = 1_700_000_000_000) =>
  JSON.stringify({ timestamp, value });

describe('the stored notification config', () => {
  it('defaults to undecided, never asked', () => {
    expect(DEFAULT_NOTIFICATION_CONFIG).toEqual({
      askLaterChosenAtMs: Number.MIN_SAFE_INTEGER,
      choice: 'UNDECIDED',
    });
    expect(parseNotificationConfig(null)).toEqual(DEFAULT_ENTRY);
  });

  it('reads a valid entry with its optional fields', () => {
    const raw = entry({
      askLaterChosenAtMs: 1_699_000_000_000,
      choice: 'ENABLED',
      deviceToken: 'https://push.example/abc',
      userId: 7,
    });
    expect(parseNotificationConfig(raw)).toEqual({
      timestamp: 1_700_000_000_000,
      value: {
        askLaterChosenAtMs: 1_699_000_000_000,
        choice: 'ENABLED',
        deviceToken: 'https://push.example/abc',
        userId: 7,
      },
    });
    expect(
      parseNotificationConfig(
        entry({ askLaterChosenAtMs: 0, choice: 'DISABLED', deviceToken: null }),
      ).value,
    ).toEqual({ askLaterChosenAtMs: 0, choice: 'DISABLED', deviceToken: null });
  });

  it.each([
    ['not JSON', '{timestamp'],
    ['JSON of another kind', '[1, 2]'],
    ['no timestamp', JSON.stringify({ value: { askLaterChosenAtMs: 0, choice: 'ENABLED' } })],
    [
      'a timestamp that is no number',
      entry({ askLaterChosenAtMs: 0, choice: 'ENABLED' }).replace('1700000000000', '"soon"'),
    ],
    ['no value', JSON.stringify({ timestamp: 1 })],
    ['an unknown choice', entry({ askLaterChosenAtMs: 0, choice: 'MAYBE' })],
    ['a lower-case choice', entry({ askLaterChosenAtMs: 0, choice: 'enabled' })],
    ['no ask-later moment', entry({ choice: 'ENABLED' })],
    ['an ask-later moment as text', entry({ askLaterChosenAtMs: '0', choice: 'ENABLED' })],
    [
      'an ask-later moment beyond safe integers',
      entry({ askLaterChosenAtMs: 1e300, choice: 'ENABLED' }),
    ],
    [
      'a device token that is no text',
      entry({ askLaterChosenAtMs: 0, choice: 'ENABLED', deviceToken: 5 }),
    ],
    [
      'a user id that is no integer',
      entry({ askLaterChosenAtMs: 0, choice: 'ENABLED', userId: 'me' }),
    ],
  ])('reads as the default with %s', (_, raw) => {
    expect(parseNotificationConfig(raw)).toEqual(DEFAULT_ENTRY);
  });
});

describe('sending the subscription again', () => {
  const now = 1_700_000_000_000;
  const stored = (choice: StoredNotificationConfig['value']['choice'], timestamp: number) => ({
    timestamp,
    value: { askLaterChosenAtMs: 0, choice },
  });

  it('is due when the choice changes', () => {
    expect(isPushSyncDue(stored('UNDECIDED', now), 'ENABLED', now)).toBe(true);
    expect(isPushSyncDue(stored('ENABLED', now), 'DISABLED', now)).toBe(true);
    expect(isPushSyncDue(stored('DISABLED', now), 'ENABLED', now)).toBe(true);
  });

  it('is due for a subscription a day old or more, not before', () => {
    const sent = now - PUSH_RESEND_AFTER_MS;
    expect(PUSH_RESEND_AFTER_MS).toBe(24 * 60 * 60 * 1000);
    expect(isPushSyncDue(stored('ENABLED', sent + 1), 'ENABLED', now)).toBe(false);
    expect(isPushSyncDue(stored('ENABLED', sent), 'ENABLED', now)).toBe(true);
    expect(isPushSyncDue(stored('ENABLED', 0), 'ENABLED', now)).toBe(true);
    // After the clock was set back, the stored moment lies ahead: sent again rather than never.
    expect(isPushSyncDue(stored('ENABLED', now + 60_000), 'ENABLED', now)).toBe(true);
  });

  it('is never due for an unchanged choice without a subscription', () => {
    expect(isPushSyncDue(stored('DISABLED', 0), 'DISABLED', now)).toBe(false);
    expect(isPushSyncDue(stored('UNDECIDED', 0), 'UNDECIDED', now)).toBe(false);
  });
});

describe('asking', () => {
  const wait = 3 * 24 * 60 * 60 * 1000;
  const now = 1_700_000_000_000;

  it('is due for someone undecided who never chose "Ask later", or did so long enough ago', () => {
    expect(isPushAskDue(DEFAULT_NOTIFICATION_CONFIG, now, wait)).toBe(true);
    const asked = (at: number) => ({ askLaterChosenAtMs: at, choice: 'UNDECIDED' as const });
    expect(isPushAskDue(asked(now - wait), now, wait)).toBe(true);
    expect(isPushAskDue(asked(now - wait + 1), now, wait)).toBe(false);
    expect(isPushAskDue({ ...asked(0), choice: 'ENABLED' }, now, wait)).toBe(false);
    expect(isPushAskDue({ ...asked(0), choice: 'DISABLED' }, now, wait)).toBe(false);
  });
});

describe('at startup', () => {
  beforeEach(() => localStorage.clear());

  it('removes the obsolete device token and user id, keeping the rest', () => {
    localStorage.setItem(
      NOTIFICATION_CONFIG_KEY,
      entry({ askLaterChosenAtMs: 5, choice: 'ENABLED', deviceToken: 'abc', userId: 7 }, 42),
    );
    dropObsoleteNotificationData();
    expect(JSON.parse(localStorage.getItem(NOTIFICATION_CONFIG_KEY)!)).toEqual({
      timestamp: 42,
      value: { askLaterChosenAtMs: 5, choice: 'ENABLED' },
    });
    expect(readNotificationConfig()).toEqual({
      timestamp: 42,
      value: { askLaterChosenAtMs: 5, choice: 'ENABLED' },
    });
  });

  it('stores nothing when nothing was stored', () => {
    dropObsoleteNotificationData();
    expect(localStorage.getItem(NOTIFICATION_CONFIG_KEY)).toBeNull();
  });
});
