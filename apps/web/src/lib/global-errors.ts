import i18next from 'i18next';
import { MESSAGES, ROUTES } from '@tandem/contract/browser';
import { openErrorModal } from './global-modal-state.ts';
import type { ErrorModalContent } from './global-modal-state.ts';

/**
 * The error catalogue's global rules (document 2, section 8), applied to every failed call in
 * `call`: it is the one door to the server, it knows the path (some paths keep a status for
 * themselves), and it covers calls made outside TanStack Query too. The caller still gets the error.
 *
 * Fields read beyond the contract's error body, our design since the spec does not show them:
 * - `redirect`: a same-origin path to go to, on 302, 403 and 500;
 * - `modal: { title: string, message: string }`: the error-modal shape; the server sends the texts
 *   in the user's language and the generic error modal shows them.
 */
interface GlobalErrorBody {
  title?: unknown;
  checkoutUrl?: unknown;
  redirect?: unknown;
  modal?: unknown;
}

/** Statuses that document 2, section 8 leaves to the caller of a path, without global handling. */
const PASSED_TO_CALLER: Record<string, readonly number[]> = {
  [ROUTES.projectPeople.addWorkers.path]: [402],
  [ROUTES.customFields.findByProjectId.path]: [402],
  '/api/timeline/get-timeline-data': [402],
  '/api/timeline-global': [403],
  '/api/timeline-global/get-timeline-data': [402],
  '/api/timeline-global/get-timeline-data-by-filter-values': [402],
};

const REDIRECT_STATUSES = new Set([302, 403, 500]);

export interface GlobalErrorDeps {
  origin: string;
  /** Goes to a path of this app. */
  navigate(path: string): void;
  /** Leaves the app for another address (the checkout). */
  leave(url: string): void;
  warn(...data: unknown[]): void;
  openModal(content: ErrorModalContent): void;
}

/** The error-modal shape above, checked by hand: the browser does not ship the zod schemas. */
export function errorModalContent(body: unknown): ErrorModalContent | null {
  const modal = (body as GlobalErrorBody | null)?.modal as Record<string, unknown> | undefined;
  if (!modal || typeof modal !== 'object') return null;
  const { title, message } = modal;
  return typeof title === 'string' && typeof message === 'string' ? { title, message } : null;
}

/** A path of this origin to go to, or null for another origin or any other scheme. */
export function sameOriginPath(target: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || !/^https?:$/.test(url.protocol)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The checkout address with the plan title as query `f`; null unless it is http(s). */
export function checkoutAddress(
  checkoutUrl: string,
  title: unknown,
  origin: string,
): string | null {
  let url: URL;
  try {
    url = new URL(checkoutUrl, origin);
  } catch {
    return null;
  }
  if (!/^https?:$/.test(url.protocol)) return null;
  if (typeof title === 'string' && title) url.searchParams.set('f', title);
  return url.href;
}

export function createGlobalErrorHandler(deps: GlobalErrorDeps) {
  return (status: number, body: unknown, path: string): void => {
    if (PASSED_TO_CALLER[path]?.includes(status)) return;
    const fields = (body ?? {}) as GlobalErrorBody;
    if (status === 402) {
      const address =
        typeof fields.checkoutUrl === 'string'
          ? checkoutAddress(fields.checkoutUrl, fields.title, deps.origin)
          : null;
      if (address) deps.leave(address);
      else deps.warn('Plan or subscription limit reached', path, fields.title);
      return;
    }
    if (REDIRECT_STATUSES.has(status) && typeof fields.redirect === 'string') {
      const target = sameOriginPath(fields.redirect, deps.origin);
      if (target) return deps.navigate(target);
      deps.warn('Refused to follow a redirect to another origin', fields.redirect);
    }
    const content = errorModalContent(body);
    if (content) deps.openModal(content);
  };
}

let appNavigate: ((path: string) => void) | null = null;

/** Lets redirects move within the app while its router is mounted, instead of reloading it. */
export function setAppNavigate(navigate: (path: string) => void): () => void {
  appNavigate = navigate;
  return () => {
    if (appNavigate === navigate) appNavigate = null;
  };
}

/** The global rules, wired to this window. */
export function handleGlobalError(status: number, body: unknown, path: string): void {
  createGlobalErrorHandler({
    origin: window.location.origin,
    navigate: (target) => (appNavigate ? appNavigate(target) : window.location.assign(target)),
    leave: (url) => window.location.assign(url),
    // The catalogue has a 402 without checkout only logged: a warning, not an error to report.
    // eslint-disable-next-line no-console
    warn: (...data) => console.warn(...data),
    openModal: openErrorModal,
  })(status, body, path);
}

/**
 * A change answered with an empty body fails with the spec's own words (document 2, section 8);
 * they show as a toast wherever the change was made, once however many such answers arrive.
 */
export function toastUnexpectedNullish(error: unknown): void {
  if (!(error instanceof Error) || error.message !== MESSAGES.unexpectedNullish) return;
  // Loaded on demand: the sign-in page's bundle does not carry the toasts' store.
  void import('@mantine/notifications').then(({ notifications }) =>
    notifications.show({
      id: 'unexpected-nullish',
      color: 'red',
      message: i18next.t('interaction.unexpectedNullish'),
    }),
  );
}
