import { uuidSchema, workFolderSchema } from '@bilan/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { requireSession } from '../../http/session.ts';
import { getAccessibleCompany } from '../companies/companies.service.ts';
import { listWorkFolders } from './work-folders.queries.ts';

export function workFoldersRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/v1/accountings/workFolders/companies/:companyId',
      {
        config: { access: 'member' },
        schema: {
          tags: ['work folders'],
          params: z.strictObject({ companyId: uuidSchema }),
          response: { 200: z.array(workFolderSchema) },
        },
      },
      async (request) => {
        const company = await getAccessibleCompany(db, requireSession(request), request.params.companyId);
        return listWorkFolders(db, company.id);
      },
    );
  };
}
