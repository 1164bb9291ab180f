import type { FastifyInstance } from 'fastify';
import { customFieldEndpoints } from '@tandem/contract';
import { defineRoute } from '../../http/define-route.ts';
import type { EnumValuesService } from './custom-fields.enum-values.ts';
import type { CustomFieldsService } from './custom-fields.service.ts';
import type { CustomFieldValuesService } from './custom-fields.values.ts';

export function registerCustomFieldRoutes(
  app: FastifyInstance,
  services: {
    fields: CustomFieldsService;
    enumValues: EnumValuesService;
    values: CustomFieldValuesService;
  },
): void {
  const { fields, enumValues, values } = services;
  defineRoute(app, customFieldEndpoints.findByProjectId, async ({ actor, query }) =>
    fields.findByProject(actor, query.pid),
  );
  defineRoute(app, customFieldEndpoints.create, async ({ actor, query, body, mutationId }) => ({
    custom_field: await fields.create(actor, query.pid, body, mutationId),
  }));
  defineRoute(app, customFieldEndpoints.update, async ({ actor, query, body, mutationId }) => ({
    custom_field: await fields.update(actor, query.uuid, body.name, mutationId),
  }));
  defineRoute(app, customFieldEndpoints.delete, async ({ actor, query, mutationId }) => ({
    custom_field: await fields.delete(actor, query.uuid, mutationId),
  }));
  defineRoute(app, customFieldEndpoints.reorder, async ({ actor, query, body, mutationId }) =>
    fields.reorder(actor, query.pid, body.order, mutationId),
  );
  defineRoute(
    app,
    customFieldEndpoints.addEnumValue,
    async ({ actor, query, body, mutationId }) => ({
      custom_field: await enumValues.add(actor, query.uuid, body.name, mutationId),
    }),
  );
  defineRoute(
    app,
    customFieldEndpoints.renameEnumValue,
    async ({ actor, query, body, mutationId }) => ({
      custom_field: await enumValues.rename(actor, query.uuid, body.name, mutationId),
    }),
  );
  defineRoute(app, customFieldEndpoints.removeEnumValue, async ({ actor, query, mutationId }) => ({
    custom_field: await enumValues.remove(actor, query.uuid, mutationId),
  }));
  defineRoute(app, customFieldEndpoints.setValue, async ({ actor, query, body, mutationId }) => ({
    task: await values.set(actor, query.tid, body, mutationId),
  }));
}
