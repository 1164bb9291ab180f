import type { FastifyInstance } from 'fastify';
import { calendarEndpoints, userEndpoints } from '@tandem/contract';
import { defineRoute } from '../../http/define-route.ts';
import type { PeopleService } from './people.service.ts';

export function registerPeopleRoutes(app: FastifyInstance, people: PeopleService): void {
  defineRoute(app, userEndpoints.list, async ({ actor, query }) => ({
    users: await people.list(actor, query.search),
  }));
  defineRoute(app, userEndpoints.detail, async ({ actor, query }) =>
    people.detail(actor, query.user_id),
  );
  defineRoute(app, calendarEndpoints.outOfOffice, async ({ actor, query }) => ({
    periods: await people.outOfOfficeIn(actor, {
      from: query.date_from,
      to: query.date_to,
      ...(query.pid === undefined ? {} : { projectId: query.pid }),
    }),
  }));
  defineRoute(app, userEndpoints.outOfOfficeEnable, async ({ actor, body, mutationId }) => ({
    user: await people.enableOutOfOffice(actor, body, mutationId),
  }));
  defineRoute(app, userEndpoints.outOfOfficeDisable, async ({ actor, mutationId }) => ({
    user: await people.disableOutOfOffice(actor, mutationId),
  }));
}
