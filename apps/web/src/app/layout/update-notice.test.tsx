import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { watchRegistration } from '../../lib/service-worker.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { UpdateNotice } from './update-notice.tsx';

function fakeServiceWorkerContainer() {
  const listeners = new Map<string, () => void>();
  const container = {
    controller: {},
    addEventListener: (name: string, listener: () => void) => listeners.set(name, listener),
  };
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return listeners;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('UpdateNotice', () => {
  it('says nothing until a new version waits, then switches to it when asked', async () => {
    const container = fakeServiceWorkerContainer();
    await renderWithProviders(<UpdateNotice />);
    expect(screen.queryByTestId('update-notice')).toBeNull();

    const postMessage = vi.fn();
    const waiting = { postMessage } as unknown as ServiceWorker;
    const registration = {
      waiting,
      addEventListener: vi.fn(),
      update: vi.fn(() => Promise.resolve()),
    } as unknown as ServiceWorkerRegistration;
    act(() => watchRegistration(registration));

    expect(await screen.findByText('A new version of Tandem is ready.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(container.has('controllerchange')).toBe(true);
  });
});
