import type { AuthorizationRows, Fixture, Made } from '../../test/authorization.ts';
import { projectScoped } from '../../test/authorization.ts';
import type { Client } from '../../test/harness.ts';

/** A link of the owner's in the row's fresh project (`made.link` its uuid, `made.lid` its id). */
async function putOwnerLink(owner: Client, f: Fixture): Promise<Made> {
  const res = await owner.post(`/api/project-links/create?pid=${f.project.id}`, {
    name: 'Design',
    url: 'https://example.com/design',
  });
  const link = res.json().link;
  return { link: link.uuid, lid: link.id };
}

const onLink = (f: Fixture) => ({ uuid: f.made.link! });

/**
 * A project's links are everyone's in the project, the limited worker's too (they belong to no
 * task list); their author and the managers change them.
 */
export const authorizationRows: AuthorizationRows = {
  'projectLinks.list': { query: (f) => ({ pid: f.project.id }), expect: projectScoped(200) },
  'projectLinks.detail': { query: onLink, fresh: putOwnerLink, expect: projectScoped(200) },
  'projectLinks.create': {
    query: (f) => ({ pid: f.project.id }),
    body: () => ({ name: 'Matrix', url: 'https://example.com' }),
    expect: projectScoped(201),
  },
  'projectLinks.edit': {
    query: onLink,
    body: () => ({ name: 'Renamed' }),
    fresh: putOwnerLink,
    expect: { ...projectScoped(403), owner: 200, commander: 200 },
  },
  'projectLinks.delete': {
    query: onLink,
    fresh: putOwnerLink,
    expect: { ...projectScoped(403), owner: 200, commander: 200 },
  },
  'linkComments.list': {
    query: (f) => ({ lid: f.made.lid! }),
    fresh: putOwnerLink,
    expect: projectScoped(200),
  },
  'linkComments.create': {
    query: (f) => ({ lid: f.made.lid! }),
    body: () => ({ content: '<p>On the link</p>' }),
    fresh: putOwnerLink,
    expect: projectScoped(201),
  },
};
