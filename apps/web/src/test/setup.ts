import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

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

afterEach(() => cleanup());
