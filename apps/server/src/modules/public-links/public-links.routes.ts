import type { FastifyInstance } from 'fastify';
import { publicLinkEndpoints as e } from '@tandem/contract';
import { defineRoute } from '../../http/define-route.ts';
import { sendOutgoing } from '../../http/send-outgoing.ts';
import type { PublicLinksService } from './public-links.service.ts';

export function registerPublicLinkRoutes(app: FastifyInstance, links: PublicLinksService): void {
  defineRoute(app, e.shareTask, async ({ actor, query }) => ({
    public_link: await links.shareTask(actor, query.tid),
  }));
  defineRoute(app, e.ofTask, async ({ actor, query }) => ({
    public_link: await links.ofTask(actor, query.tid),
  }));
  defineRoute(app, e.shareNote, async ({ actor, query }) => ({
    public_link: await links.shareNote(actor, query.id),
  }));
  defineRoute(app, e.ofNote, async ({ actor, query }) => ({
    public_link: await links.ofNote(actor, query.id),
  }));
  defineRoute(app, e.shareFile, async ({ actor, query }) => ({
    public_link: await links.shareFile(actor, query.uuid),
  }));
  defineRoute(app, e.ofFile, async ({ actor, query }) => ({
    public_link: await links.ofFile(actor, query.uuid),
  }));
  defineRoute(app, e.shareTasklist, async ({ actor, query }) => ({
    public_link: await links.shareTasklist(actor, query.tlid),
  }));
  defineRoute(app, e.ofTasklist, async ({ actor, query }) => ({
    public_link: await links.ofTasklist(actor, query.tlid),
  }));
  defineRoute(app, e.shareLink, async ({ actor, query }) => ({
    public_link: await links.shareLink(actor, query.uuid),
  }));
  defineRoute(app, e.ofLink, async ({ actor, query }) => ({
    public_link: await links.ofLink(actor, query.uuid),
  }));
  defineRoute(app, e.mine, async ({ actor }) => ({ public_links: await links.mine(actor) }));
  defineRoute(app, e.revoke, async ({ actor, query }) => links.revoke(actor, query.token));
  defineRoute(app, e.view, async ({ query, request }) => links.view(query.token, request.ip));
  defineRoute(app, e.viewFile, async ({ query, request, reply }) =>
    sendOutgoing(reply, await links.viewFile(query.token, request.ip, query.preview === '1')),
  );
}
