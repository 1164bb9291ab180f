import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useBodyClassWhile } from './body-class.ts';

describe('useBodyClassWhile', () => {
  it('puts the class on the body while the condition holds', () => {
    const { rerender, unmount } = renderHook(({ on }) => useBodyClassWhile('is-tracking', on), {
      initialProps: { on: false },
    });
    expect(document.body.classList.contains('is-tracking')).toBe(false);
    rerender({ on: true });
    expect(document.body.classList.contains('is-tracking')).toBe(true);
    rerender({ on: false });
    expect(document.body.classList.contains('is-tracking')).toBe(false);
    rerender({ on: true });
    unmount();
    expect(document.body.classList.contains('is-tracking')).toBe(false);
  });
});
