import type { z } from 'zod';
import type { CurrentUser, signUpBodySchema } from '@tandem/contract';
import { DEFAULT_LOCALE } from '@tandem/contract';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Actor, UserActor } from '../../http/actor.ts';
import { AppError } from '../../http/app-error.ts';
import { verifyDecoy } from '../../lib/passwords.ts';
import { sessionCache } from '../../lib/session-cache.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import type { Core } from '../../core.ts';
import {
  findUserByApiKeyHash,
  findUserByEmail,
  fullnameOf,
  insertUser,
  mentionKeyBase,
  mentionKeyTaken,
  presentCurrentUser,
  splitFullname,
  updateUser,
} from '../users/index.ts';
import type { UserRow } from '../users/index.ts';
import {
  consumePasswordReset,
  deleteSession,
  deleteUserSessions,
  findLiveSession,
  insertPasswordReset,
  insertSession,
} from './auth.repo.ts';
import type { RateLimiter } from './rate-limiter.ts';

const RESET_TOKEN_MINUTES = 60;

/** Six random letters and digits, for a mention key that must not clash. */
const randomSuffix = () =>
  randomToken()
    .replace(/[^a-zA-Z0-9]/g, '')
    .slice(0, 6)
    .toLowerCase();

interface Deps extends Pick<
  Core,
  'db' | 'transact' | 'clock' | 'hasher' | 'queueMail' | 'recordEvent'
> {
  rateLimiter: RateLimiter;
  publicUrl: string;
  sessionDays: number;
  rateLimit: number;
}

export interface SignedIn {
  user: CurrentUser;
  sessionToken: string;
}

export function toActor(user: UserRow, via: UserActor['via'], sessionId?: string): UserActor {
  return {
    kind: 'user',
    id: user.id,
    email: user.email,
    fullname: fullnameOf(user),
    localeCode: user.localeCode,
    via,
    ...(sessionId ? { sessionId } : {}),
  };
}

export function createAuthService(deps: Deps) {
  const invalidCredentials = () =>
    new AppError(401, 'INVALID_CREDENTIALS', 'The e-mail or password is not correct.');

  async function startSession(userId: number): Promise<string> {
    const token = randomToken();
    const now = deps.clock.now();
    await insertSession(deps.db, {
      id: hashToken(token),
      userId,
      dateAdd: now,
      dateExpires: new Date(now.getTime() + deps.sessionDays * 86_400_000),
    });
    return token;
  }

  async function uniqueMentionKey(fullname: string, randomized: boolean): Promise<string> {
    const base = mentionKeyBase(fullname);
    if (randomized)
      return `${base}${randomToken()
        .slice(0, 6)
        .toLowerCase()
        .replace(/[^a-z0-9]/g, '0')}`;
    for (let n = 0; n < 50; n++) {
      const candidate = n === 0 ? base : `${base}${n + 1}`;
      if (!(await mentionKeyTaken(deps.db, candidate))) return candidate;
    }
    return `${base}${randomSuffix()}`;
  }

  return {
    startSession,

    async signUp(input: z.output<typeof signUpBodySchema>): Promise<SignedIn> {
      const emailTaken = () => {
        const message = 'An account with this e-mail address already exists.';
        return new AppError(409, 'EMAIL_TAKEN', message, { validation: { email: [message] } });
      };
      const existing = await findUserByEmail(deps.db, input.email);
      if (existing?.isInvited) {
        // Only the invitation link (or a reset link) proves the address; a sign-up does not.
        const message =
          'This address was invited to a project. Open the link in the invitation e-mail, or ask for a password reset link, to choose your password.';
        throw new AppError(409, 'INVITATION_PENDING', message, {
          validation: { email: [message] },
        });
      }
      if (existing) throw emailTaken();
      const passwordHash = await deps.hasher.hash(input.password);
      // Two sign-ups can race for one e-mail or mention key: the unique indexes decide.
      for (let attempt = 0; ; attempt++) {
        const mentionKey = await uniqueMentionKey(input.fullname, attempt > 0);
        try {
          const user = await deps.transact(async (uow) => {
            const created = await insertUser(uow.tx, {
              email: input.email,
              ...splitFullname(input.fullname),
              passwordHash,
              localeCode: input.locale_code ?? DEFAULT_LOCALE,
              timezone: input.timezone ?? 'UTC',
              mentionKey,
              dateAdd: deps.clock.now(),
            });
            await deps.recordEvent(uow, {
              type: 'user.signed_up',
              actorId: created.id,
              version: created.version,
            });
            return created;
          });
          return { user: presentCurrentUser(user), sessionToken: await startSession(user.id) };
        } catch (error) {
          if (isUniqueViolation(error, 'users_email_key')) throw emailTaken();
          if (!isUniqueViolation(error, 'users_mention_key_key') || attempt >= 2) throw error;
        }
      }
    },

    async signIn(
      email: string,
      password: string,
      ip: string,
      previousToken?: string,
    ): Promise<SignedIn> {
      await deps.rateLimiter.hit([
        { key: `signin:${ip}:${email}`, limit: deps.rateLimit },
        { key: `signin:${ip}`, limit: deps.rateLimit * 5 },
      ]);
      const user = await findUserByEmail(deps.db, email);
      // An invited person without a password yet cannot sign in; the same work is done either way.
      const valid = user?.passwordHash
        ? await deps.hasher.verify(user.passwordHash, password)
        : await verifyDecoy(deps.hasher, password);
      if (!user || !valid) throw invalidCredentials();
      // A new session id at every sign-in, so a planted cookie cannot be ridden (fixation).
      if (previousToken) await deleteSession(deps.db, hashToken(previousToken));
      return { user: presentCurrentUser(user), sessionToken: await startSession(user.id) };
    },

    async signOut(token: string | undefined): Promise<void> {
      if (token) await deleteSession(deps.db, hashToken(token));
    },

    async signOutEverywhere(actor: UserActor): Promise<void> {
      await deleteUserSessions(deps.db, actor.id);
    },

    async requestPasswordReset(email: string, ip: string): Promise<void> {
      await deps.rateLimiter.hit([
        { key: `reset:${ip}:${email}`, limit: deps.rateLimit },
        { key: `reset:${ip}`, limit: deps.rateLimit * 5 },
      ]);
      const user = await findUserByEmail(deps.db, email);
      // The answer is the same whether or not the account exists: no e-mail enumeration.
      if (!user) return;
      const token = randomToken();
      const now = deps.clock.now();
      // The reset and its mail are one write: the mail goes once the reset is kept.
      await deps.transact(async (uow) => {
        await insertPasswordReset(uow.tx, {
          userId: user.id,
          tokenHash: hashToken(token),
          dateAdd: now,
          dateExpires: new Date(now.getTime() + RESET_TOKEN_MINUTES * 60_000),
        });
        await deps.queueMail(uow.tx, {
          to: user.email,
          subject: 'Reset your Tandem password',
          text:
            `Hello ${user.fname},\n\nsomeone asked to reset the password of your Tandem account. ` +
            `To choose a new password, open this link within ${RESET_TOKEN_MINUTES} minutes:\n\n` +
            `${deps.publicUrl}/reset-password?token=${token}\n\n` +
            'If it was not you, ignore this mail; your password stays as it is.\n',
        });
      });
    },

    async confirmPasswordReset(token: string, password: string): Promise<void> {
      const passwordHash = await deps.hasher.hash(password);
      const changed = await deps.transact(async (uow) => {
        const userId = await consumePasswordReset(uow.tx, hashToken(token), deps.clock.now());
        if (userId === null) return false;
        // A reset link proves the address as an invitation link does: it activates an invited person.
        await updateUser(uow.tx, userId, { passwordHash, isInvited: false });
        await deleteUserSessions(uow.tx, userId);
        return true;
      });
      if (!changed) {
        throw new AppError(
          400,
          'RESET_TOKEN_INVALID',
          'This reset link is not valid or has expired. Ask for a new one.',
        );
      }
    },

    /** The actor behind a session cookie, or null when the session is unknown or expired. */
    async actorFromSession(token: string): Promise<Actor | null> {
      const id = hashToken(token);
      const now = deps.clock.now();
      const cached = sessionCache.get<UserActor>(id, now);
      if (cached) return cached;
      const row = await findLiveSession(deps.db, id, now);
      if (!row) return null;
      const actor = toActor(row.user, 'session', row.session.id);
      sessionCache.set(id, row.user.id, row.session.dateExpires, actor);
      return actor;
    },

    /** The actor behind an API key; the key must belong to the given e-mail. */
    async actorFromApiKey(email: string, key: string): Promise<Actor | null> {
      if (key.length > 200) return null;
      const user = await findUserByApiKeyHash(deps.db, hashToken(key));
      return user && user.email.toLowerCase() === email ? toActor(user, 'api_key') : null;
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
