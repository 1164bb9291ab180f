import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ROUTES } from '@tandem/contract/browser';
import { NOTIFICATION_CONFIG_KEY } from '../../../lib/push-config.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderSignedIn, signedInUser } from '../../../test/signed-in.tsx';
import { PushDeviceCard } from './push-device-card.tsx';
import { PushPrompt } from './push-prompt.tsx';

const PUBLIC_KEY = `B${'A'.repeat(86)}`;
const DAY = 24 * 60 * 60 * 1000;

/** A browser with push support: its permission, its answer to the question, its push manager. */
function pushCapableBrowser(options: {
  permission?: NotificationPermission;
  answer?: NotificationPermission;
  subscribe?: () => Promise<unknown>;
}) {
  const keys = { p256dh: `B${'b'.repeat(86)}`, auth: 'c'.repeat(22) };
  const subscription = {
    endpoint: 'https://push.example.test/browser-1',
    options: { applicationServerKey: null },
    toJSON: () => ({ endpoint: 'https://push.example.test/browser-1', keys }),
    unsubscribe: vi.fn(async () => true),
  };
  let current: typeof subscription | null = null;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(
      options.subscribe ??
        (async () => {
          current = subscription;
          return subscription;
        }),
    ),
  };
  const registration = { pushManager, active: { postMessage: vi.fn() } };
  const notification = {
    permission: options.permission ?? 'default',
    requestPermission: vi.fn(async () => {
      notification.permission = options.answer ?? 'granted';
      return notification.permission;
    }),
  };
  vi.stubGlobal('isSecureContext', true);
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', notification);
  const register = vi.fn(async () => registration);
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      register,
      ready: Promise.resolve(registration),
      getRegistration: vi.fn(async () => registration),
    },
  });
  return { pushManager, notification, subscription, register };
}

function serve() {
  return fakeApi()
    .on(ROUTES.auth.session, () => ({ user: signedInUser }))
    .on(ROUTES.push.publicKey, () => ({ public_key: PUBLIC_KEY }))
    .on(ROUTES.push.signin, () => ({ ok: true }))
    .on(ROUTES.push.signout, () => ({ ok: true }));
}

const stored = () => JSON.parse(localStorage.getItem(NOTIFICATION_CONFIG_KEY) ?? 'null');
const question = () => screen.queryByRole('region', { name: 'Get notified on this device?' });

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the push prompt', () => {
  it('asks someone undecided, and "Ask later" puts it off for three days', async () => {
    pushCapableBrowser({});
    serve();
    const before = Date.now();
    await renderSignedIn(<PushPrompt />);
    expect(await screen.findByText('Get notified on this device?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ask later' }));
    await waitFor(() => expect(question()).toBeNull());
    expect(stored().value.choice).toBe('UNDECIDED');
    expect(stored().value.askLaterChosenAtMs).toBeGreaterThanOrEqual(before);
  });

  it('stays away within three days of "Ask later" and comes back after', async () => {
    const { register } = pushCapableBrowser({});
    serve();
    const entry = (askedAt: number) =>
      JSON.stringify({ timestamp: 0, value: { askLaterChosenAtMs: askedAt, choice: 'UNDECIDED' } });
    localStorage.setItem(NOTIFICATION_CONFIG_KEY, entry(Date.now() - 2 * DAY));
    const first = await renderSignedIn(<PushPrompt />);
    await waitFor(() => expect(register).toHaveBeenCalled());
    expect(question()).toBeNull();
    first.unmount();
    localStorage.setItem(NOTIFICATION_CONFIG_KEY, entry(Date.now() - 3 * DAY - 1000));
    await renderSignedIn(<PushPrompt />);
    expect(await screen.findByText('Get notified on this device?')).toBeTruthy();
  });

  it('is not shown where notifications are blocked or pushes cannot be had', async () => {
    const { register } = pushCapableBrowser({ permission: 'denied' });
    serve();
    const blocked = await renderSignedIn(<PushPrompt />);
    await waitFor(() => expect(register).toHaveBeenCalled());
    expect(question()).toBeNull();
    blocked.unmount();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    await renderSignedIn(<PushPrompt />);
    expect(question()).toBeNull();
  });

  it('"Turn on" asks the browser, subscribes with the server’s key and signs the browser in', async () => {
    const browser = pushCapableBrowser({ answer: 'granted' });
    const api = serve();
    await renderSignedIn(<PushPrompt />);
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(question()).toBeNull());
    expect(browser.notification.requestPermission).toHaveBeenCalled();
    const options = browser.pushManager.subscribe.mock.calls[0] as unknown as [
      PushSubscriptionOptionsInit,
    ];
    expect(options[0].userVisibleOnly).toBe(true);
    expect((options[0].applicationServerKey as Uint8Array).length).toBe(65);
    expect(api.bodiesOf(ROUTES.push.signin)).toEqual([
      {
        device_token: 'https://push.example.test/browser-1',
        notification_token: `B${'b'.repeat(86)}.${'c'.repeat(22)}`,
        os_type: 'web',
        user_public_token: signedInUser.public_token,
      },
    ]);
    expect(stored().value.choice).toBe('ENABLED');
  });

  it('a refusal of the browser’s question is stored as DISABLED; "No" as well', async () => {
    pushCapableBrowser({ answer: 'denied' });
    serve();
    const first = await renderSignedIn(<PushPrompt />);
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(stored()?.value.choice).toBe('DISABLED'));
    first.unmount();
    localStorage.clear();
    vi.unstubAllGlobals();
    pushCapableBrowser({});
    await renderSignedIn(<PushPrompt />);
    fireEvent.click(await screen.findByRole('button', { name: 'No' }));
    await waitFor(() => expect(stored()?.value.choice).toBe('DISABLED'));
    expect(question()).toBeNull();
  });

  it('says plainly when the browser has no push service', async () => {
    pushCapableBrowser({
      subscribe: async () => {
        throw new DOMException('Registration failed - push service not available', 'AbortError');
      },
    });
    const api = serve();
    await renderSignedIn(<PushPrompt />);
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This browser cannot receive push notifications.',
    );
    expect(api.bodiesOf(ROUTES.push.signin)).toEqual([]);
    expect(stored().value.choice).toBe('UNDECIDED');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(question()).toBeNull());
  });

  it('sends a day-old subscription again at start, and a fresh one not', async () => {
    const entry = (timestamp: number) =>
      JSON.stringify({ timestamp, value: { askLaterChosenAtMs: 0, choice: 'ENABLED' } });
    const { register } = pushCapableBrowser({ permission: 'granted' });
    localStorage.setItem(NOTIFICATION_CONFIG_KEY, entry(Date.now() - DAY + 60_000));
    const fresh = serve();
    const first = await renderSignedIn(<PushPrompt />);
    await waitFor(() => expect(register).toHaveBeenCalled());
    expect(fresh.bodiesOf(ROUTES.push.signin)).toEqual([]);
    first.unmount();
    localStorage.setItem(NOTIFICATION_CONFIG_KEY, entry(Date.now() - DAY));
    const old = serve();
    await renderSignedIn(<PushPrompt />);
    await waitFor(() => expect(old.bodiesOf(ROUTES.push.signin)).toHaveLength(1));
    await waitFor(() => expect(Date.now() - stored().timestamp).toBeLessThan(60_000));
  });
});

describe('the device card', () => {
  it('switches pushes on and off for this browser', async () => {
    const browser = pushCapableBrowser({ answer: 'granted' });
    const api = serve();
    await renderSignedIn(<PushDeviceCard />);
    const toggle = await screen.findByRole('switch', {
      name: /^Push notifications on this device/,
    });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    fireEvent.click(toggle);
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
    fireEvent.click(toggle);
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(false));
    expect(api.bodiesOf(ROUTES.push.signout)).toEqual([
      { device_token: 'https://push.example.test/browser-1' },
    ]);
    expect(browser.subscription.unsubscribe).toHaveBeenCalled();
    expect(stored().value.choice).toBe('DISABLED');
  });

  it('says why it cannot be switched in a browser without push', async () => {
    serve();
    await renderSignedIn(<PushDeviceCard />);
    const toggle = await screen.findByRole('switch', {
      name: /^Push notifications on this device/,
    });
    expect((toggle as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('This browser cannot receive push notifications.')).toBeTruthy();
  });
});
