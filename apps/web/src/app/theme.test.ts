import { describe, expect, it } from 'vitest';
import { LAYERS } from '../lib/layers.ts';
import { theme } from './theme.ts';

const zIndexOf = (component: string): unknown =>
  (theme.components?.[component]?.defaultProps as { zIndex?: number } | undefined)?.zIndex;

describe('the layer order', () => {
  it('is base < submenu < mainmenu < modal < popup', () => {
    const order = [LAYERS.base, LAYERS.submenu, LAYERS.mainmenu, LAYERS.modal, LAYERS.popup];
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(new Set(order).size).toBe(order.length);
  });

  it('puts the shell, the modals and the popups on their layers', () => {
    expect(zIndexOf('AppShell')).toBe(LAYERS.mainmenu);
    for (const modal of ['Modal', 'Drawer']) expect(zIndexOf(modal), modal).toBe(LAYERS.modal);
    for (const popup of ['Menu', 'Popover', 'Tooltip', 'HoverCard', 'Combobox']) {
      expect(zIndexOf(popup), popup).toBe(LAYERS.popup);
    }
  });
});
