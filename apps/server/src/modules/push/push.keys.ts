import webpush from 'web-push';
import type { Db } from '../../db/client.ts';
import { keepServerKey } from './push.repo.ts';

/** The server's VAPID pair, base64url, as push services and browsers want them. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** The name of the pair in `server_keys`: one row, so that two instances never mix halves. */
const VAPID_KEY_NAME = 'vapid';

function isVapidKeys(value: unknown): value is VapidKeys {
  if (!value || typeof value !== 'object') return false;
  const { publicKey, privateKey } = value as Record<string, unknown>;
  return typeof publicKey === 'string' && typeof privateKey === 'string';
}

/**
 * The VAPID pair, made with the first start and kept in the database; read once per process.
 * A failed read is tried again on the next call.
 */
export function createVapidKeys(db: Db): { get(): Promise<VapidKeys> } {
  let loading: Promise<VapidKeys> | null = null;
  const load = async (): Promise<VapidKeys> => {
    const made = webpush.generateVAPIDKeys();
    const kept: unknown = JSON.parse(await keepServerKey(db, VAPID_KEY_NAME, JSON.stringify(made)));
    if (!isVapidKeys(kept)) throw new Error('The stored VAPID keys are not readable.');
    return { publicKey: kept.publicKey, privateKey: kept.privateKey };
  };
  return {
    get() {
      loading ??= load().catch((error: unknown) => {
        loading = null;
        throw error;
      });
      return loading;
    },
  };
}
