/**
 * The spec's layer order (document 1, section 2.6): the page, then the project's sub-navigation,
 * then the main navigation (top bar and side bar), then modals, then popups (menus, popovers,
 * tooltips, pickers), which open above whatever opened them, a modal included. Toasts and the
 * connection notice stay above all of them (Mantine's `overlay` level and up).
 */
export const LAYERS = { base: 0, submenu: 90, mainmenu: 100, modal: 200, popup: 300 } as const;
