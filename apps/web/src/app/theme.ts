import { LAYERS } from '../lib/layers.ts';
import type { CSSVariablesResolver, MantineColorsTuple } from '@mantine/core';
import { createTheme } from '@mantine/core';

/** Tandem's own blue-violet, from lightest to darkest (index 6 is the filled shade). */
const tandem: MantineColorsTuple = [
  '#eef0ff',
  '#dcdefb',
  '#b6baf0',
  '#8d94e6',
  '#6b73dd',
  '#565ed8',
  '#4a53d6',
  '#3b44be',
  '#333cab',
  '#283398',
];

/** The spec's tooltip timing (document 1, section 9): shown after 200 ms, hidden at once, 325 ms. */
export const TOOLTIP_TIMING = { openDelay: 200, closeDelay: 0, duration: 325 } as const;

/**
 * The one theme of the app: colours, radius, type and spacing, and the spec's breakpoints
 * (document 1, section 9) mapped onto the theme's five names.
 */
export const theme = createTheme({
  primaryColor: 'tandem',
  // Transitions are skipped for whoever asks their system for less motion (reduced-motion.css).
  respectReducedMotion: true,
  colors: { tandem },
  primaryShade: { light: 6, dark: 5 },
  // Where black and white text read equally well on a colour (a contrast of 4.58:1 either way):
  // coloured avatars, labels and tags pick the better of the two, never below 4.5:1.
  luminanceThreshold: 0.179,
  breakpoints: { xs: '37.4375em', sm: '48em', md: '61.9375em', lg: '75em', xl: '95em' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif',
  headings: {
    fontWeight: '650',
    sizes: {
      h1: { fontSize: '1.75rem', lineHeight: '1.3' },
      h2: { fontSize: '1.375rem', lineHeight: '1.35' },
      h3: { fontSize: '1.125rem', lineHeight: '1.4' },
    },
  },
  components: {
    Tooltip: {
      defaultProps: {
        openDelay: TOOLTIP_TIMING.openDelay,
        closeDelay: TOOLTIP_TIMING.closeDelay,
        transitionProps: { duration: TOOLTIP_TIMING.duration },
        withArrow: true,
        zIndex: LAYERS.popup,
      },
    },
    AppShell: { defaultProps: { zIndex: LAYERS.mainmenu } },
    Modal: {
      defaultProps: {
        centered: true,
        overlayProps: { backgroundOpacity: 0.45, blur: 2 },
        zIndex: LAYERS.modal,
      },
    },
    Drawer: { defaultProps: { zIndex: LAYERS.modal } },
    Card: { defaultProps: { radius: 'md' } },
    Menu: { defaultProps: { shadow: 'md', withinPortal: true, zIndex: LAYERS.popup } },
    Popover: { defaultProps: { zIndex: LAYERS.popup } },
    HoverCard: { defaultProps: { zIndex: LAYERS.popup } },
    Combobox: { defaultProps: { zIndex: LAYERS.popup } },
    Badge: { defaultProps: { radius: 'sm' } },
  },
});

/**
 * Colours the theme's defaults get wrong for reading (WCAG AA, 4.5:1): dimmed text is darker on
 * light and lighter on dark backgrounds, and links on dark use a lighter shade of the primary.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#6c737a' },
  dark: {
    '--mantine-color-dimmed': '#a3a3a3',
    '--mantine-color-anchor': 'var(--mantine-color-tandem-3)',
  },
});
