import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { okSchema } from './common.ts';

/** Bounds of what a browser sends about its push subscription. */
export const PUSH_LIMITS = {
  deviceTokenMax: 2048,
  userPublicTokenMax: 100,
} as const;

/** Hosts a push address may name over plain http (a push service running on this machine). */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether a push address is one the server may post to: https, or http on this machine. */
export function isPushAddress(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname));
}

/**
 * The browser's push service address for this subscription (the spec's `device_token`): an https
 * URL; plain http is taken only for a push service on this machine.
 */
export const pushDeviceTokenSchema = z
  .string({ error: 'Enter the push address of this browser.' })
  .trim()
  // Aborting: an empty or overlong address gets one message, not that it is no https address too.
  .min(1, { error: 'Enter the push address of this browser.', abort: true })
  .max(PUSH_LIMITS.deviceTokenMax, {
    error: `The push address can be at most ${PUSH_LIMITS.deviceTokenMax} characters long.`,
    abort: true,
  })
  .refine(isPushAddress, 'The push address must be an https address.');

/**
 * The subscription's keys as `p256dh.auth`, both base64url: an uncompressed P-256 public key
 * (65 bytes) and a 16-byte secret (RFC 8291).
 */
export const pushNotificationTokenSchema = z
  .string({ error: 'Enter the keys of the push subscription.' })
  .trim()
  .min(1, { error: 'Enter the keys of the push subscription.', abort: true })
  .max(200, {
    error: 'The keys of the push subscription can be at most 200 characters long.',
    abort: true,
  })
  .regex(
    /^B[A-Za-z0-9_-]{86}=?\.[A-Za-z0-9_-]{22}(==)?$/,
    'The keys must be the subscription’s p256dh and auth keys joined by a dot.',
  );

/** The kinds of device a push subscription is made on; the web app's browsers only. */
export const PUSH_OS_TYPES = ['web'] as const;

/** What a browser sends to receive pushes (the spec's Web push subscription). */
export const pushSigninBodySchema = z.object({
  device_token: pushDeviceTokenSchema,
  notification_token: pushNotificationTokenSchema,
  os_type: z.enum(PUSH_OS_TYPES, { error: 'The device type must be web.' }),
  /** The signed-in user's `public_token`: a browser signs in for the person it shows. */
  user_public_token: z
    .string({ error: 'Enter the public token of the signed-in user.' })
    .trim()
    .min(1, 'Enter the public token of the signed-in user.')
    .max(
      PUSH_LIMITS.userPublicTokenMax,
      `The public token can be at most ${PUSH_LIMITS.userPublicTokenMax} characters long.`,
    ),
});
export type PushSigninBody = z.infer<typeof pushSigninBodySchema>;

/** A browser that stops receiving pushes. */
export const pushSignoutBodySchema = z.object({ device_token: pushDeviceTokenSchema });

export const pushEndpoints = {
  /** The server's VAPID public key, base64url: the browser subscribes with it. */
  publicKey: endpoint({
    method: 'GET',
    path: '/api/web-push-notifications/public-key',
    auth: 'user',
    response: z.object({ public_key: z.string() }),
  }),
  /** This browser receives the signed-in user's pushes (a browser of another user moves over). */
  signin: endpoint({
    method: 'POST',
    path: '/api/web-push-notifications/signin',
    auth: 'user',
    body: pushSigninBodySchema,
    response: okSchema,
  }),
  /** This browser no longer receives the signed-in user's pushes. */
  signout: endpoint({
    method: 'POST',
    path: '/api/web-push-notifications/signout',
    auth: 'user',
    body: pushSignoutBodySchema,
    response: okSchema,
  }),
};
