import { endpoints } from '@bilan/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { routeOf } from '../../http/endpoint-route.ts';
import { requireSession } from '../../http/session.ts';
import { inCompany, requireTenantCompany } from '../companies/company-context.ts';
import { disposeAsset } from './asset-disposal.ts';
import { bookDepreciation } from './depreciation-booking.ts';
import {
  billAssetLines,
  createAsset,
  getAsset,
  importAssets,
  listAssets,
  listCategories,
  updateCategory,
} from './fixed-assets.service.ts';

const READ = { permission: 'reports.read' } as const;
const WRITE = { permission: 'documents.write' } as const;

/** The asset categories of the settings: accounts and default life. */
export function fixedAssetCategoriesRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(endpoints.fixedAssetCategories),
      config: { access: READ },
      handler: async (request) => {
        const session = requireSession(request);
        requireTenantCompany(session, request.params.companyId);
        return inCompany(db, session, (tx, company) => listCategories(tx, company));
      },
    });

    app.route({
      ...routeOf(endpoints.updateFixedAssetCategory),
      config: { access: { permission: 'settings.manage' } },
      handler: async (request) => {
        const session = requireSession(request);
        requireTenantCompany(session, request.params.companyId);
        return inCompany(db, session, (tx, company) =>
          updateCategory(tx, company, request.params.categoryId, request.body),
        );
      },
    });
  };
}

/** The fixed-asset register: it reads documents and posts through the ledger, so it sits above both. */
export function fixedAssetsRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(endpoints.fixedAssets),
      config: { access: READ },
      handler: async (request) =>
        inCompany(db, requireSession(request), (tx, company) =>
          listAssets(tx, company, request.params.workFolderId, request.query),
        ),
    });

    app.route({
      ...routeOf(endpoints.createFixedAsset),
      config: { access: WRITE },
      handler: async (request, reply) => {
        const asset = await inCompany(db, requireSession(request), (tx, company) =>
          createAsset(tx, company, request.params.workFolderId, request.body),
        );
        return reply.status(201).send(asset);
      },
    });

    app.route({
      ...routeOf(endpoints.importFixedAssets),
      config: { access: WRITE },
      handler: async (request, reply) => {
        const outcome = await inCompany(db, requireSession(request), (tx, company) =>
          importAssets(tx, company, request.params.workFolderId, request.body),
        );
        return reply.status(201).send(outcome);
      },
    });

    app.route({
      ...routeOf(endpoints.billAssetLines),
      config: { access: READ },
      handler: async (request) =>
        inCompany(db, requireSession(request), (tx, company) => billAssetLines(tx, company, request.query.documentId)),
    });

    app.route({
      ...routeOf(endpoints.bookDepreciation),
      config: { access: WRITE },
      handler: async (request) =>
        inCompany(db, requireSession(request), (tx, company) =>
          bookDepreciation(tx, company, request.params.workFolderId, request.body),
        ),
    });

    app.route({
      ...routeOf(endpoints.fixedAsset),
      config: { access: READ },
      handler: async (request) =>
        inCompany(db, requireSession(request), (tx, company) =>
          getAsset(tx, company, request.params.workFolderId, request.params.assetId),
        ),
    });

    app.route({
      ...routeOf(endpoints.disposeFixedAsset),
      config: { access: WRITE },
      handler: async (request) =>
        inCompany(db, requireSession(request), (tx, company) =>
          disposeAsset(tx, company, request.params.workFolderId, request.params.assetId, request.body),
        ),
    });
  };
}
