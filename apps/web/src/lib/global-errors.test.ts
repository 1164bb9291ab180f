import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifications, notificationsStore } from '@mantine/notifications';
import { MESSAGES, ROUTES } from '@tandem/contract/browser';
import { ApiError } from './api-client.ts';
import {
  checkoutAddress,
  createGlobalErrorHandler,
  errorModalContent,
  sameOriginPath,
} from './global-errors.ts';
import { initI18n } from './i18n.ts';
import { createQueryClient } from './query-client.ts';

const ORIGIN = 'https://tandem.test';

function setup() {
  const deps = {
    origin: ORIGIN,
    navigate: vi.fn(),
    leave: vi.fn(),
    warn: vi.fn(),
    openModal: vi.fn(),
  };
  return { deps, handle: createGlobalErrorHandler(deps) };
}

describe('the error catalogue, handled globally', () => {
  it('sends a 402 with a checkout address there, with the title as query f', () => {
    const { deps, handle } = setup();
    handle(402, { title: 'Business plan', checkoutUrl: 'https://pay.test/c?x=1' }, '/api/x');
    expect(deps.leave).toHaveBeenCalledWith('https://pay.test/c?x=1&f=Business+plan');
    expect(deps.warn).not.toHaveBeenCalled();
  });

  it('only logs a 402 without a checkout address, or with a script one', () => {
    const { deps, handle } = setup();
    handle(402, { title: 'Business plan' }, '/api/x');
    handle(402, { title: 'Business plan', checkoutUrl: 'javascript:alert(1)' }, '/api/x');
    expect(deps.leave).not.toHaveBeenCalled();
    expect(deps.warn).toHaveBeenCalledTimes(2);
  });

  it.each([302, 403, 500])('follows a same-origin redirect on %i', (status) => {
    const { deps, handle } = setup();
    handle(status, { redirect: '/projects?tab=1' }, '/api/x');
    expect(deps.navigate).toHaveBeenCalledWith('/projects?tab=1');
  });

  it('does not follow a redirect on other statuses', () => {
    const { deps, handle } = setup();
    handle(404, { redirect: '/projects' }, '/api/x');
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it.each([
    'https://evil.test/phish',
    '//evil.test/phish',
    '/\\evil.test/phish',
    'javascript:alert(1)',
    'data:text/html,hi',
  ])('refuses to redirect to %s', (redirect) => {
    const { deps, handle } = setup();
    handle(403, { redirect }, '/api/x');
    expect(deps.navigate).not.toHaveBeenCalled();
    expect(deps.warn).toHaveBeenCalled();
  });

  it('opens the error modal for a body of the error-modal shape', () => {
    const { deps, handle } = setup();
    handle(409, { message: 'x', modal: { title: 'Locked', message: 'Someone edits it.' } }, '/a');
    expect(deps.openModal).toHaveBeenCalledWith({ title: 'Locked', message: 'Someone edits it.' });
  });

  it('opens no modal for bodies of another shape', () => {
    expect(errorModalContent({ modal: { title: 'Only a title' } })).toBeNull();
    expect(errorModalContent({ modal: 'text' })).toBeNull();
    expect(errorModalContent(null)).toBeNull();
  });

  it('leaves the statuses the spec gives to the caller of a path alone', () => {
    const { deps, handle } = setup();
    handle(402, { checkoutUrl: 'https://pay.test' }, ROUTES.projectPeople.addWorkers.path);
    expect(deps.leave).not.toHaveBeenCalled();
    expect(deps.warn).not.toHaveBeenCalled();
  });

  it('reads addresses strictly', () => {
    expect(sameOriginPath(`${ORIGIN}/a#b`, ORIGIN)).toBe('/a#b');
    expect(sameOriginPath('http://tandem.test/a', ORIGIN)).toBeNull();
    expect(checkoutAddress('/checkout', '', ORIGIN)).toBe(`${ORIGIN}/checkout`);
  });
});

describe('an empty answer to a change', () => {
  beforeAll(() => initI18n('en-US'));
  afterEach(() => notifications.clean());

  it('shows the spec message as one toast', async () => {
    const queryClient = createQueryClient();
    const error = new ApiError(200, { message: MESSAGES.unexpectedNullish, code: 'INTERNAL' });
    const mutate = () =>
      queryClient
        .getMutationCache()
        .build(queryClient, { mutationFn: () => Promise.reject(error) })
        .execute(undefined)
        .catch(() => {});
    await mutate();
    await mutate();
    await vi.waitFor(() =>
      expect(notificationsStore.getState().notifications.map((n) => n.message)).toEqual([
        'Unexpected nullish response was received.',
      ]),
    );
  });

  it('leaves other failed changes to their own place', async () => {
    const queryClient = createQueryClient();
    const error = new ApiError(409, { message: 'Conflict', code: 'CONFLICT' });
    await queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: () => Promise.reject(error) })
      .execute(undefined)
      .catch(() => {});
    await vi.dynamicImportSettled();
    expect(notificationsStore.getState().notifications).toEqual([]);
  });
});
