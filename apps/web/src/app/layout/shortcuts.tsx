import { lazy, useEffect, useEffectEvent, useState } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { LazyDialog } from '../../components/lazy-dialog.tsx';
import { createExternalStore } from '../../lib/external-store.ts';
import { openGlobalAddTask } from '../../lib/global-add-task.ts';
import type { AddTaskDefaults } from '../../lib/global-add-task.ts';
import { NAV_AREAS } from './navigation.ts';
import type { NavArea } from './navigation.ts';

const ShortcutsModal = lazy(() =>
  import('./shortcuts-modal.tsx').then((m) => ({ default: m.ShortcutsModal })),
);

/** What a shortcut does; `goTo` opens one of the main areas. */
export type ShortcutCommand = 'help' | 'addTask' | 'search' | 'quickSearch' | 'close' | 'goTo';

/** One keyboard shortcut: the keys pressed one after the other (`event.key` values). */
export type Shortcut =
  | { keys: readonly [string]; command: Exclude<ShortcutCommand, 'goTo'> }
  | { keys: readonly ['g', string]; command: 'goTo'; area: NavArea };

/** The letter typed after `g` for each area it reaches. */
const GO_TO_LETTERS = {
  d: 'dashboard',
  p: 'projects',
  u: 'users',
  f: 'finishedTasks',
  r: 'recurrentTasks',
  m: 'reminderTasks',
  t: 'trash',
  s: 'settings',
} as const satisfies Record<string, NavArea>;

/** The quick search's keys as the shortcuts dialog shows them. */
export const QUICK_SEARCH_KEYS = 'mod+K';

/** Every shortcut of the app: the handler below and the shortcuts dialog both read this list. */
export const SHORTCUTS: readonly Shortcut[] = [
  { keys: ['?'], command: 'help' },
  { keys: ['c'], command: 'addTask' },
  { keys: ['/'], command: 'search' },
  // Held with Ctrl (Cmd on a Mac) and heard by the top bar's quick search itself; listed here.
  { keys: [QUICK_SEARCH_KEYS], command: 'quickSearch' },
  // Mantine's dialogs close themselves on Escape; it is listed so that people know.
  { keys: ['Escape'], command: 'close' },
  ...Object.entries(GO_TO_LETTERS).map(([letter, area]): Shortcut => ({
    keys: ['g', letter],
    command: 'goTo',
    area,
  })),
];

/** How long a `g` waits for the letter that completes it. */
export const SEQUENCE_TIMEOUT_MS = 1500;

// The shortcuts dialog's open state: a store, so that the shell's user menu opens the same dialog.
const helpOpened = createExternalStore(false);

/** Opens the keyboard shortcuts dialog; it is a singleton, so opening it twice changes nothing. */
export function openShortcutsModal(): void {
  helpOpened.set(true);
}

export function closeShortcutsModal(): void {
  helpOpened.set(false);
}

function useShortcutsModalOpened(): boolean {
  return helpOpened.use();
}

/**
 * The one place the shortcuts dialog renders; the shell renders it once. Its code loads when it
 * first opens and it stays mounted after, so it plays its closing transition.
 */
export function ShortcutsModalHost() {
  const opened = useShortcutsModalOpened();
  const [mounted, setMounted] = useState(false);
  // The modal must first render closed and open once loaded, to know where the focus returns.
  const [loaded, setLoaded] = useState(false);
  if (opened && !mounted) setMounted(true);
  return mounted ? (
    <LazyDialog onLoaded={() => setLoaded(true)}>
      <ShortcutsModal opened={opened && loaded} onClose={closeShortcutsModal} />
    </LazyDialog>
  ) : null;
}

const TEXT_FIELDS = ['INPUT', 'TEXTAREA', 'SELECT'];

/** Whether a key pressed on this element is text being typed. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  // jsdom lacks `isContentEditable`; the attribute says the same.
  const editable = target.closest('[contenteditable]:not([contenteditable="false"])');
  return TEXT_FIELDS.includes(target.tagName) || target.isContentEditable || editable !== null;
}

/** Whether a key press is someone else's: text, a browser or system shortcut, an open dialog. */
function isIgnored(event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return true;
  if (event.isComposing || event.defaultPrevented || isTyping(event.target)) return true;
  // An open dialog (an unsaved form, say) keeps the keyboard: no leaving it or stacking another.
  return document.querySelector('[role="dialog"][aria-modal="true"]') !== null;
}

/** An id from the URL, if it is one: `/project/new` names no project. */
function idFrom(param: string | undefined): number | undefined {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** What the page's URL says about where a new task belongs. */
export function addTaskDefaults(pathname: string): AddTaskDefaults {
  const projectId = idFrom(matchPath('/project/:projectId/*', pathname)?.params.projectId);
  if (projectId) return { projectId };
  const tasklistId = idFrom(matchPath('/tasklist/:tasklistId/*', pathname)?.params.tasklistId);
  return tasklistId ? { tasklistId } : {};
}

/** Focuses the page's search field, if it has one; says whether it did. */
function focusSearch(): boolean {
  const field = document.querySelector<HTMLElement>('[data-shortcut="search"]');
  if (!field) return false;
  field.focus();
  if (field instanceof HTMLInputElement) field.select();
  return true;
}

const pathOf = (area: NavArea) => NAV_AREAS.find((a) => a.area === area)?.path ?? '/';

/** The key as the shortcut list spells it; Caps Lock does not change a letter. */
const keyOf = (event: KeyboardEvent) =>
  event.key.length === 1 ? event.key.toLowerCase() : event.key;

/**
 * The app's keyboard shortcuts (`SHORTCUTS`), listened for on the whole document. The shell calls
 * it once. Mantine's `useHotkeys` cannot wait for the second key of `g p`, hence a listener.
 */
export function useGlobalShortcuts(): void {
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const run = useEffectEvent((shortcut: Shortcut): boolean => {
    switch (shortcut.command) {
      case 'help':
        openShortcutsModal();
        return true;
      case 'addTask':
        openGlobalAddTask(addTaskDefaults(pathname));
        return true;
      case 'search':
        // Without a search field the key keeps its browser meaning (quick find in Firefox).
        return focusSearch();
      case 'goTo':
        void navigate(pathOf(shortcut.area));
        return true;
      case 'quickSearch':
      case 'close':
        return false;
    }
  });

  useEffect(() => {
    // The first key of a sequence that waits for its second one, and when it was pressed.
    let pending: { key: string; at: number } | null = null;

    const onKeyDown = (event: KeyboardEvent) => {
      const started = pending;
      pending = null;
      if (isIgnored(event)) return;
      const key = keyOf(event);
      const now = Date.now();
      if (started && now - started.at <= SEQUENCE_TIMEOUT_MS) {
        const sequence = SHORTCUTS.find(
          (s) => s.keys.length === 2 && s.keys[0] === started.key && s.keys[1] === key,
        );
        if (sequence && run(sequence)) {
          event.preventDefault();
          return;
        }
      }
      if (SHORTCUTS.some((s) => s.keys.length === 2 && s.keys[0] === key)) {
        pending = { key, at: now };
        return;
      }
      const single = SHORTCUTS.find((s) => s.keys.length === 1 && s.keys[0] === key);
      if (single && run(single)) event.preventDefault();
    };

    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
