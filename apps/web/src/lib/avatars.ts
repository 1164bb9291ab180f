import { useQuery } from '@tanstack/react-query';
import { ROUTES } from '@tandem/contract/browser';
import { call } from './api-client.ts';

/** People's photos change rarely: an address is trusted this long. */
const AVATAR_STALE_MS = 10 * 60_000;
const BATCH_MAX = 100;

let waiting = new Map<number, Array<(url: string | null) => void>>();
let timer: ReturnType<typeof setTimeout> | undefined;

/** Asks for all the photos wanted in the same moment with one call. */
function flush() {
  timer = undefined;
  const batch = waiting;
  waiting = new Map();
  const ids = [...batch.keys()];
  for (let i = 0; i < ids.length; i += BATCH_MAX) {
    const chunk = ids.slice(i, i + BATCH_MAX);
    call(ROUTES.files.avatars, { query: { ids: chunk.join(',') } })
      .then(({ avatars }) => {
        const known = new Map(avatars.map((a) => [a.id, a.avatar]));
        for (const id of chunk)
          for (const resolve of batch.get(id) ?? []) resolve(known.get(id) ?? null);
      })
      // Without the photos, the initials stand in.
      .catch(() => {
        for (const id of chunk) for (const resolve of batch.get(id) ?? []) resolve(null);
      });
  }
}

function avatarOf(userId: number): Promise<string | null> {
  return new Promise((resolve) => {
    waiting.set(userId, [...(waiting.get(userId) ?? []), resolve]);
    timer ??= setTimeout(flush, 15);
  });
}

export const avatarKeys = {
  all: ['avatars'] as const,
  user: (userId: number) => ['avatars', userId] as const,
};

/** The address of a person's photo, or null (none, or not known yet). */
export function useAvatarUrl(userId: number | undefined): string | null {
  const query = useQuery({
    queryKey: avatarKeys.user(userId ?? 0),
    queryFn: () => avatarOf(userId!),
    enabled: userId !== undefined,
    staleTime: AVATAR_STALE_MS,
  });
  return query.data ?? null;
}
