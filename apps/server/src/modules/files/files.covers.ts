import { randomUUID } from 'node:crypto';
import type { CurrentUser } from '@tandem/contract';
import { UPLOAD_FIELD } from '@tandem/contract';
import type { Core } from '../../core.ts';
import { renderAvatar } from '../../files/images.ts';
import { sniffType } from '../../files/sniff.ts';
import type { UserActor } from '../../http/actor.ts';
import { AppError, notFound, validationFailed } from '../../http/app-error.ts';
import { usersSharingProjectsWith } from '../projects/index.ts';
import {
  avatarUrlOf,
  findCoversOf,
  findUserByCoverUuid,
  findUserById,
  presentCurrentUser,
  updateUser,
} from '../users/index.ts';
import { contentInUse } from './files.repo.ts';
import type { IncomingFile, Outgoing } from './files.service.ts';
import { readAll } from './files.service.ts';

type Deps = Pick<Core, 'db' | 'files' | 'config'>;

/** What a photo may be: the picture types a browser shows. */
const PHOTO_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);
/** A photo larger than this is refused before it is read whole. */
const PHOTO_MAX_BYTES = 20 * 1024 * 1024;

const photoOut = (stream: Outgoing['stream'], cache: string): Outgoing => ({
  stream,
  mime: 'image/webp',
  headers: {
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
    'cache-control': cache,
  },
});

/**
 * People's photos (the user's `cover`): uploaded as any picture, kept as a square WebP, shown as
 * their avatar everywhere. The public address names a uuid that changes with every photo, so it
 * is cached for good; by a person's id, only who shares a project with them gets it.
 */
export function createCovers(deps: Deps) {
  const { db, files: store } = deps;

  async function forget(key: string | null) {
    if (key && !(await contentInUse(db, key))) await store.remove(key);
  }

  return {
    async upload(actor: UserActor, readFile: () => Promise<IncomingFile>): Promise<CurrentUser> {
      const incoming = await readFile();
      const limit = Math.min(PHOTO_MAX_BYTES, deps.config.FILE_MAX_MB * 1024 * 1024);
      const stored = await store.put(incoming.content, limit);
      if (!stored)
        throw new AppError(
          413,
          'PAYLOAD_TOO_LARGE',
          `The picture is too large: a photo can be at most ${Math.round(limit / 1024 / 1024)} MB.`,
        );
      const notPicture = () =>
        validationFailed({ [UPLOAD_FIELD]: ['Choose a picture (JPEG, PNG, WebP, GIF or AVIF).'] });
      const sniffed = await sniffType(stored.head);
      const original = await readAll(store.read(stored.key));
      await forget(stored.key);
      if (!PHOTO_TYPES.has(sniffed.mime)) throw notPicture();
      const square = await renderAvatar(original);
      if (!square) throw notPicture();
      const kept = await store.putBuffer(square);
      const before = await findUserById(db, actor.id);
      const user = await updateUser(db, actor.id, { coverUuid: randomUUID(), coverKey: kept.key });
      await forget(before?.coverKey ?? null);
      return presentCurrentUser(user);
    },

    async remove(actor: UserActor): Promise<CurrentUser> {
      const before = await findUserById(db, actor.id);
      const user = await updateUser(db, actor.id, { coverUuid: null, coverKey: null });
      await forget(before?.coverKey ?? null);
      return presentCurrentUser(user);
    },

    /** The photos of those of the given people the actor shares a project with, and their own. */
    async addresses(actor: UserActor, ids: number[]) {
      const others = ids.filter((id) => id !== actor.id);
      const seen = new Set((await usersSharingProjectsWith(db, actor.id, others)).map((u) => u.id));
      if (ids.includes(actor.id)) seen.add(actor.id);
      const rows = await findCoversOf(db, [...seen]);
      return rows.map((row) => ({ id: row.id, avatar: avatarUrlOf(row) }));
    },

    async byUuid(uuid: string): Promise<Outgoing> {
      const user = await findUserByCoverUuid(db, uuid);
      if (!user?.coverKey) throw notFound('The photo');
      return photoOut(store.read(user.coverKey), 'public, max-age=31536000, immutable');
    },

    async byUser(actor: UserActor, userId: number): Promise<Outgoing> {
      if (userId !== actor.id) {
        const shared = await usersSharingProjectsWith(db, actor.id, [userId]);
        if (shared.length === 0) throw notFound('The photo');
      }
      const user = await findUserById(db, userId);
      if (!user?.coverKey) throw notFound('The photo');
      // A new photo shows within minutes; the address stays the same.
      return photoOut(store.read(user.coverKey), 'private, max-age=300');
    },
  };
}

export type Covers = ReturnType<typeof createCovers>;
