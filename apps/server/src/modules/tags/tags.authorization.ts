import type { AuthorizationRows, Fixture, Made } from '../../test/authorization.ts';
import { projectScoped, signedIn, uniqueName } from '../../test/authorization.ts';
import type { Client } from '../../test/harness.ts';

/** The owner's public tag, put on the row's fresh project so the worker sees it (`made.tag`). */
async function putOwnerTag(owner: Client, f: Fixture): Promise<Made> {
  const res = await owner.post('/api/project-tags/create', {
    tag: uniqueName('Matrix'),
    is_private: false,
  });
  const tag: number = res.json().tag.id;
  await owner.post(`/api/projects/set-tags?pid=${f.project.id}`, { tags_ids: [tag] });
  return { tag };
}

/** Tags: each person's own, and the tags a project carries. */
export const authorizationRows: AuthorizationRows = {
  'tags.list': { expect: signedIn(200) },
  'tags.create': {
    body: () => ({ tag: uniqueName('Matrix new') }),
    expect: signedIn(201),
  },
  // Another's tag the worker sees answers 403; the non-member does not see it (404).
  'tags.update': {
    query: (f) => ({ id: f.made.tag! }),
    body: () => ({ color: '#abc' }),
    fresh: putOwnerTag,
    expect: { anonymous: 401, nonMember: 404, worker: 403, owner: 200, commander: 403 },
  },
  'tags.delete': {
    query: (f) => ({ id: f.made.tag! }),
    fresh: putOwnerTag,
    expect: { anonymous: 401, nonMember: 404, worker: 403, owner: 200, commander: 403 },
  },
  // Keeping what the project carries: any member may, as far as their own tags go.
  'tags.setProjectTags': {
    query: (f) => ({ pid: f.project.id }),
    body: () => ({ tags_ids: [] }),
    expect: projectScoped(200),
  },
};
