import { companySettingsBodySchema, companySettingsSchema, uuidSchema } from '@bilan/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { requireSession } from '../../http/session.ts';
import { inCompany, requireTenantCompany } from '../companies/company-context.ts';

import { getSettings, saveSettings } from './settings.service.ts';

export function settingsRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    const params = z.strictObject({ companyId: uuidSchema });
    const url = '/v1/companies/:companyId/settings';
    app.get(
      url,
      {
        config: { access: 'member' },
        schema: { tags: ['settings'], params, response: { 200: companySettingsSchema } },
      },
      async (request) => {
        const session = requireSession(request);
        requireTenantCompany(session, request.params.companyId);
        return inCompany(db, session, (tx, company) => getSettings(tx, company));
      },
    );
    app.put(
      url,
      {
        config: { access: { permission: 'settings.manage' } },
        schema: {
          tags: ['settings'],
          params,
          body: companySettingsBodySchema,
          response: { 200: companySettingsSchema },
        },
      },
      async (request) => {
        const session = requireSession(request);
        requireTenantCompany(session, request.params.companyId);
        return inCompany(db, session, (tx, company) => saveSettings(tx, company, request.body));
      },
    );
  };
}
