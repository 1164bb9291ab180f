import { z } from 'zod';
import { GLOBAL_SETTING_KEYS } from './global-settings.ts';
import { endpoint } from './endpoint.ts';
import { emailSchema, localeSchema, okSchema, passwordSchema } from './common.ts';
import { LIMITS } from './limits.ts';
import { dashboardLayoutSchema } from './dashboard.ts';

export const fullnameSchema = z
  .string()
  .trim()
  .min(1, 'Enter your full name.')
  .max(LIMITS.fullnameMax, `The name can be at most ${LIMITS.fullnameMax} characters long.`);

export const timezoneSchema = z
  .string()
  .trim()
  .max(LIMITS.timezoneMax)
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, 'The time zone is not known.');

/** A period away from work, both days included, as yyyy-MM-dd. */
export const outOfOfficeSchema = z.object({ date_from: z.string(), date_to: z.string() });
export type OutOfOffice = z.infer<typeof outOfOfficeSchema>;

/** The signed-in user (document 1, section 3: the fields that exist at this stage). */
export const currentUserSchema = z.object({
  id: z.number(),
  fullname: z.string(),
  fname: z.string(),
  lname: z.string(),
  email: z.string(),
  locale_code: z.string(),
  language_code: z.string(),
  mention_key: z.string(),
  /** What stands for the person where their id is not given out (a push subscription names it). */
  public_token: z.string(),
  /** The address of the person's photo (their `cover`); null without one. */
  avatar: z.string().nullable(),
  cover: z.object({ uuid: z.string() }).nullable(),
  timezone: z.string(),
  has_api_key: z.boolean(),
  /** Null when the user has set no out-of-office period. */
  out_of_office: outOfOfficeSchema.nullable(),
  /** The colour scheme chosen by the user: true dark, false light, null follows the system. */
  dark_mode: z.boolean().nullable(),
  /** Long comment threads show in full instead of collapsing their earlier comments. */
  dont_collapse_comment: z.boolean(),
  /** Opening a thread scrolls to its newest comment. */
  scroll_to_newest_comment: z.boolean(),
  /** Threads show their newest comment first. */
  comments_desc_order: z.boolean(),
  /** Changing a task's due date asks for confirmation first. */
  alert_due_date_change: z.boolean(),
  /** How the person arranged their dashboard (whole: every section once). */
  dashboard: dashboardLayoutSchema,
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const signUpBodySchema = z.object({
  fullname: fullnameSchema,
  email: emailSchema,
  password: passwordSchema,
  locale_code: localeSchema.optional(),
  timezone: timezoneSchema.optional(),
});

export const signInBodySchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Enter your password.').max(LIMITS.passwordMax),
});

export const passwordResetRequestBodySchema = z.object({ email: emailSchema });

export const passwordResetConfirmBodySchema = z.object({
  token: z.string().trim().min(1).max(200),
  password: passwordSchema,
});

export const changePasswordBodySchema = z.object({
  current_password: z.string().min(1, 'Enter your current password.').max(LIMITS.passwordMax),
  new_password: passwordSchema,
});

export const profileBodySchema = z.object({
  fullname: fullnameSchema.optional(),
  locale_code: localeSchema.optional(),
  timezone: timezoneSchema.optional(),
  /** True dark, false light, null follows the system; left as it is when absent. */
  dark_mode: z.boolean().nullable().optional(),
});

const userResponse = z.object({ user: currentUserSchema });

export const authEndpoints = {
  signUp: endpoint({
    method: 'POST',
    path: '/api/auth/signup',
    auth: 'public',
    body: signUpBodySchema,
    response: userResponse,
    status: 201,
  }),
  signIn: endpoint({
    method: 'POST',
    path: '/api/auth/signin',
    auth: 'public',
    body: signInBodySchema,
    response: userResponse,
  }),
  signOut: endpoint({
    method: 'POST',
    path: '/api/auth/signout',
    auth: 'public',
    response: okSchema,
  }),
  signOutEverywhere: endpoint({
    method: 'POST',
    path: '/api/auth/signout-all',
    auth: 'user',
    response: okSchema,
  }),
  requestPasswordReset: endpoint({
    method: 'POST',
    path: '/api/auth/password-reset/request',
    auth: 'public',
    body: passwordResetRequestBodySchema,
    response: okSchema,
  }),
  confirmPasswordReset: endpoint({
    method: 'POST',
    path: '/api/auth/password-reset/confirm',
    auth: 'public',
    body: passwordResetConfirmBodySchema,
    response: okSchema,
  }),
  me: endpoint({ method: 'GET', path: '/api/user/me', auth: 'user', response: userResponse }),
  /**
   * Who is signed in, if anyone: the app's first question. Unlike `me` it answers 200 with a null
   * user when nobody is, so a signed-out visit has no failed call to show in the console.
   */
  session: endpoint({
    method: 'GET',
    path: '/api/auth/session',
    auth: 'public',
    response: z.object({ user: currentUserSchema.nullable() }),
  }),
  saveProfile: endpoint({
    method: 'POST',
    path: '/api/user-profile/save',
    auth: 'user',
    body: profileBodySchema,
    response: userResponse,
  }),
  /** Arranges the person's dashboard: the order of its sections and which are hidden. */
  saveDashboard: endpoint({
    method: 'POST',
    path: '/api/user-profile/dashboard',
    auth: 'user',
    body: dashboardLayoutSchema,
    response: userResponse,
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/api/user-profile/change-password',
    auth: 'user',
    body: changePasswordBodySchema,
    response: okSchema,
  }),
  /** One of the person's global flags (`key`), from the form value 1 or 0 (or JSON). */
  saveGlobalSetting: endpoint({
    method: 'POST',
    path: '/settings/save-global/',
    auth: 'user',
    query: z.object({
      key: z.enum(GLOBAL_SETTING_KEYS, {
        error: `Choose a setting: ${GLOBAL_SETTING_KEYS.join(', ')}.`,
      }),
    }),
    body: z.object({
      value: z.union([z.literal('1'), z.literal('0'), z.literal(1), z.literal(0)], {
        error: 'The value must be 1 or 0.',
      }),
    }),
    response: userResponse,
  }),
  regenerateApiKey: endpoint({
    method: 'POST',
    path: '/api/settings/regenerateapikey',
    auth: 'user',
    response: z.object({ api_key: z.string() }),
  }),
};
