import type { ReactElement, ReactNode } from 'react';
import type { CurrentUser } from '@tandem/contract';
import { completeDashboard } from '@tandem/contract/browser';
import { useSession } from '../lib/session.ts';
import { renderWithProviders } from './render.tsx';

/** The user a test is signed in as: Olga Owner, id 7, in en-US and UTC. */
export const signedInUser: CurrentUser = {
  id: 7,
  fullname: 'Olga Owner',
  fname: 'Olga',
  lname: 'Owner',
  email: 'olga@example.test',
  locale_code: 'en-US',
  language_code: 'en',
  mention_key: 'olga',
  public_token: '5b0c2d6e-7a41-4e8f-9f3a-0d1c2b3a4e5f',
  avatar: null,
  cover: null,
  timezone: 'UTC',
  has_api_key: false,
  out_of_office: null,
  dark_mode: null,
  dont_collapse_comment: false,
  scroll_to_newest_comment: false,
  comments_desc_order: false,
  alert_due_date_change: false,
  dashboard: completeDashboard(null),
};

/** Renders its children once the session has loaded, as behind the app's sign-in guard. */
function SignedIn({ children }: { children: ReactNode }) {
  return useSession().data ? children : null;
}

/**
 * Renders a component with the app's providers behind the sign-in guard; the test's fetch
 * answers `/api/auth/session` with the signed-in user.
 */
export function renderSignedIn(ui: ReactElement, options?: { path?: string }) {
  return renderWithProviders(<SignedIn>{ui}</SignedIn>, options);
}
