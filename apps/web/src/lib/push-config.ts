import { useMemo, useSyncExternalStore } from 'react';

/** Whether this browser should receive pushes: chosen yes, chosen no, or not chosen yet. */
export type NotificationChoice = 'DISABLED' | 'ENABLED' | 'UNDECIDED';
const CHOICES: readonly NotificationChoice[] = ['DISABLED', 'ENABLED', 'UNDECIDED'];

/** The browser's notification config (the spec's stored entry). */
export interface NotificationConfig {
  /** When the person last chose "Ask later", in ms since the epoch. */
  askLaterChosenAtMs: number;
  choice: NotificationChoice;
  /** Obsolete: removed at startup. */
  deviceToken?: string | null;
  /** Obsolete: removed at startup. */
  userId?: number;
}

/**
 * The stored entry: `timestamp` is when the choice was last told to the server (the subscription
 * sent for ENABLED, withdrawn for DISABLED), or when it was written for UNDECIDED.
 */
export interface StoredNotificationConfig {
  timestamp: number;
  value: NotificationConfig;
}

export const NOTIFICATION_CONFIG_KEY = 'notification-config';
/** A subscription is sent again once it is this old, so the server's copy stays fresh. */
export const PUSH_RESEND_AFTER_MS = 24 * 60 * 60 * 1000;

export const DEFAULT_NOTIFICATION_CONFIG: NotificationConfig = {
  askLaterChosenAtMs: Number.MIN_SAFE_INTEGER,
  choice: 'UNDECIDED',
};
const DEFAULT_ENTRY: StoredNotificationConfig = {
  timestamp: 0,
  value: DEFAULT_NOTIFICATION_CONFIG,
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isSafeInteger = (value: unknown): value is number => Number.isSafeInteger(value);

/** The config part of an entry, or null when any field is missing or of the wrong kind. */
function configOf(value: unknown): NotificationConfig | null {
  if (!isObject(value)) return null;
  const { askLaterChosenAtMs, choice, deviceToken, userId } = value;
  if (!isSafeInteger(askLaterChosenAtMs)) return null;
  if (!CHOICES.includes(choice as NotificationChoice)) return null;
  if (deviceToken !== undefined && deviceToken !== null && typeof deviceToken !== 'string')
    return null;
  if (userId !== undefined && !isSafeInteger(userId)) return null;
  return {
    askLaterChosenAtMs,
    choice: choice as NotificationChoice,
    ...(deviceToken !== undefined ? { deviceToken } : {}),
    ...(userId !== undefined ? { userId } : {}),
  };
}

/**
 * Reads a stored entry, checking every field: anything unreadable (not JSON, a missing or wrong
 * field) reads as the default config, as if nothing had been stored.
 */
export function parseNotificationConfig(raw: string | null): StoredNotificationConfig {
  if (raw === null) return DEFAULT_ENTRY;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return DEFAULT_ENTRY;
  }
  if (!isObject(parsed) || !isSafeInteger(parsed.timestamp)) return DEFAULT_ENTRY;
  const value = configOf(parsed.value);
  return value ? { timestamp: parsed.timestamp, value } : DEFAULT_ENTRY;
}

/**
 * Whether the server must be told this browser's choice now: when the choice changes, and for a
 * browser that receives pushes when its subscription was sent a day ago or more (or "in the
 * future", after the clock was set back).
 */
export function isPushSyncDue(
  stored: StoredNotificationConfig,
  wanted: NotificationChoice,
  nowMs: number,
): boolean {
  if (wanted !== stored.value.choice) return true;
  if (wanted !== 'ENABLED') return false;
  const age = nowMs - stored.timestamp;
  return age >= PUSH_RESEND_AFTER_MS || age < 0;
}

/** Whether to ask the person now: undecided, and not within `waitMs` of choosing "Ask later". */
export function isPushAskDue(config: NotificationConfig, nowMs: number, waitMs: number): boolean {
  return config.choice === 'UNDECIDED' && nowMs - config.askLaterChosenAtMs >= waitMs;
}

/** An entry the storage refused (full, or off in private mode), kept for this visit instead. */
let unsaved: string | null = null;
const listeners = new Set<() => void>();

function rawEntry(): string | null {
  if (unsaved !== null) return unsaved;
  try {
    return window.localStorage.getItem(NOTIFICATION_CONFIG_KEY);
  } catch {
    return null;
  }
}

export function readNotificationConfig(): StoredNotificationConfig {
  return parseNotificationConfig(rawEntry());
}

export function saveNotificationConfig(entry: StoredNotificationConfig): void {
  const raw = JSON.stringify(entry);
  try {
    window.localStorage.setItem(NOTIFICATION_CONFIG_KEY, raw);
    unsaved = null;
  } catch {
    unsaved = raw;
  }
  for (const listener of listeners) listener();
}

/** Hears this tab's writes and other tabs' (their `storage` events). */
function subscribe(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === NOTIFICATION_CONFIG_KEY || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored entry, re-rendering on each change, in this tab or another. */
export function useNotificationConfig(): StoredNotificationConfig {
  const raw = useSyncExternalStore(subscribe, rawEntry);
  return useMemo(() => parseNotificationConfig(raw), [raw]);
}

/** Removes what older versions stored in the config and no longer use (the device and user). */
export function dropObsoleteNotificationData(): void {
  const raw = rawEntry();
  if (raw === null) return;
  const entry = parseNotificationConfig(raw);
  const { deviceToken: _device, userId: _user, ...value } = entry.value;
  const cleaned = JSON.stringify({ timestamp: entry.timestamp, value });
  if (cleaned !== raw) saveNotificationConfig({ timestamp: entry.timestamp, value });
}
