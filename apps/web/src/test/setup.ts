import { afterEach, beforeAll, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';

// Dialogs and popovers load their code on first open; with the whole suite running on a busy
// machine that can take longer than the default second.
configure({ asyncUtilTimeout: 5000 });

// Mantine reads these browser APIs, which jsdom does not have.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.scrollTo = () => {};

// jsdom has no server for the locale files the app fetches; tests read them from the disk.
vi.mock('../lib/locale-messages.ts', () => ({
  loadMessages: async (locale: string) =>
    ((await import(`../locales/${locale}.json`)) as { default: object }).default,
}));

afterEach(() => cleanup());

// The test files of a worker share its modules and its window (they load faster so): each starts
// without the toasts and the stored values an earlier file left.
beforeAll(() => {
  notifications.clean();
  notifications.cleanQueue();
  localStorage.clear();
  sessionStorage.clear();
  // The app's connection state follows these events; a file that went offline leaves it online.
  window.dispatchEvent(new Event('online'));
});
