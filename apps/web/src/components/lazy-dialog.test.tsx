import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazy } from 'react';
import type { ComponentType } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { Modal } from '@mantine/core';
import { notifications, notificationsStore } from '@mantine/notifications';
import { renderWithProviders } from '../test/render.tsx';
import { LazyDialog, SLOW_MODAL_MS, useLazyModal } from './lazy-dialog.tsx';

type Props = { opened: boolean; onClose: () => void };

function TestModal({ opened, onClose }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title="Test dialog">
      body
    </Modal>
  );
}

/** A lazily loaded modal whose code arrives when the test says. */
function deferredModal() {
  let arrive!: (module: { default: ComponentType<Props> }) => void;
  let fail!: (error: Error) => void;
  const Lazy = lazy(
    () =>
      new Promise<{ default: ComponentType<Props> }>((resolve, reject) => {
        arrive = resolve;
        fail = reject;
      }),
  );
  return {
    Lazy,
    arrive: () => arrive({ default: TestModal }),
    fail: () => fail(new Error('Failed to fetch dynamically imported module')),
  };
}

function Opener({ Lazy, singleton }: { Lazy: ComponentType<Props>; singleton?: string }) {
  const dialog = useLazyModal(singleton);
  return (
    <>
      <button onClick={dialog.open}>open</button>
      {dialog.mounted && (
        <LazyDialog onLoaded={dialog.onLoaded} onFailed={dialog.onFailed}>
          <Lazy opened={dialog.opened} onClose={dialog.close} />
        </LazyDialog>
      )}
    </>
  );
}

const toasts = () =>
  notificationsStore.getState().notifications.map((n) => ({ color: n.color, message: n.message }));

afterEach(() => {
  vi.useRealTimers();
  act(() => notifications.clean());
});

describe('a lazily loaded modal', () => {
  it('says it is opening after a second, warns after five, and clears when open', async () => {
    const modal = deferredModal();
    await renderWithProviders(<Opener Lazy={modal.Lazy} />);
    vi.useFakeTimers();
    fireEvent.click(screen.getByText('open'));
    expect(screen.getByRole('status')).toBeTruthy();

    act(() => void vi.advanceTimersByTime(SLOW_MODAL_MS.info - 10));
    expect(toasts()).toEqual([]);
    act(() => void vi.advanceTimersByTime(10));
    expect(toasts()).toEqual([{ color: undefined, message: 'Opening…' }]);
    act(() => void vi.advanceTimersByTime(SLOW_MODAL_MS.warning - SLOW_MODAL_MS.info));
    expect(toasts()).toEqual([
      {
        color: 'yellow',
        message: 'Opening takes unusually long; the connection may be faulty.',
      },
    ]);

    vi.useRealTimers();
    await act(async () => modal.arrive());
    expect(await screen.findByRole('dialog', { name: 'Test dialog' })).toBeTruthy();
    expect(toasts()).toEqual([]);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows nothing when it opens fast', async () => {
    const modal = deferredModal();
    await renderWithProviders(<Opener Lazy={modal.Lazy} />);
    fireEvent.click(screen.getByText('open'));
    await act(async () => modal.arrive());
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(toasts()).toEqual([]);
  });

  it('says it could not open when its code fails to load, and the loader goes', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const modal = deferredModal();
    await renderWithProviders(<Opener Lazy={modal.Lazy} />);
    fireEvent.click(screen.getByText('open'));
    await act(async () => modal.fail());
    await vi.waitFor(() =>
      expect(toasts()).toEqual([
        { color: 'red', message: 'The window could not be opened. Try again later.' },
      ]),
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('open')).toBeTruthy();
    error.mockRestore();
  });

  it('gives up after a minute, and does not pop up when the code comes later', async () => {
    const modal = deferredModal();
    await renderWithProviders(<Opener Lazy={modal.Lazy} />);
    vi.useFakeTimers();
    fireEvent.click(screen.getByText('open'));
    act(() => void vi.advanceTimersByTime(SLOW_MODAL_MS.giveUp));
    expect(toasts()).toEqual([
      { color: 'red', message: 'The window could not be opened. Try again later.' },
    ]);
    expect(screen.queryByRole('status')).toBeNull();
    vi.useRealTimers();
    await act(async () => modal.arrive());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gives up after a second when offline, saying why, unless the code comes at once', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const kept = deferredModal();
    await renderWithProviders(<Opener Lazy={kept.Lazy} />);
    fireEvent.click(screen.getByText('open'));
    await act(async () => kept.arrive());
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(toasts()).toEqual([]);

    const missing = deferredModal();
    await renderWithProviders(<Opener Lazy={missing.Lazy} />);
    vi.useFakeTimers();
    fireEvent.click(screen.getAllByText('open').at(-1)!);
    act(() => void vi.advanceTimersByTime(SLOW_MODAL_MS.info));
    expect(toasts()).toEqual([
      {
        color: 'red',
        message:
          'You are offline, and this window has not been opened on this device before. It opens once the connection is back.',
      },
    ]);
    expect(screen.queryByRole('status')).toBeNull();
    online.mockRestore();
  });

  it('gives up when the connection drops while it waits', async () => {
    const modal = deferredModal();
    await renderWithProviders(<Opener Lazy={modal.Lazy} />);
    vi.useFakeTimers();
    fireEvent.click(screen.getByText('open'));
    act(() => void vi.advanceTimersByTime(SLOW_MODAL_MS.info));
    expect(toasts()).toEqual([{ color: undefined, message: 'Opening…' }]);
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      act(() => void window.dispatchEvent(new Event('offline')));
      expect(toasts().map((toast) => toast.color)).toEqual(['red']);
      expect(screen.queryByRole('status')).toBeNull();
    } finally {
      // The app's connection state hears these events too; the files after this one share it.
      online.mockRestore();
      act(() => void window.dispatchEvent(new Event('online')));
    }
  });

  it('mounts one instance however often it is opened', async () => {
    const modal = deferredModal();
    await renderWithProviders(<Opener Lazy={modal.Lazy} />);
    fireEvent.click(screen.getByText('open'));
    fireEvent.click(screen.getByText('open'));
    expect(screen.getAllByRole('status')).toHaveLength(1);
    await act(async () => modal.arrive());
    fireEvent.click(screen.getByText('open'));
    await screen.findByRole('dialog');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('opens a singleton modal once across the places that offer it', async () => {
    const modal = deferredModal();
    await renderWithProviders(
      <>
        <Opener Lazy={modal.Lazy} singleton="test" />
        <Opener Lazy={modal.Lazy} singleton="test" />
      </>,
    );
    const [first, second] = screen.getAllByText('open');
    fireEvent.click(first!);
    await act(async () => modal.arrive());
    await screen.findByRole('dialog');
    fireEvent.click(second!);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});
