import { customerEndpoints, type PartyRole, supplierEndpoints } from '@bilan/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database, Transaction } from '../../db/client.ts';
import { routeOf } from '../../http/endpoint-route.ts';
import { requestLanguage } from '../../http/locale.ts';
import { requireSession } from '../../http/session.ts';
import { inCompany, requireTenantCompany } from '../companies/company-context.ts';

import {
  type AmountsDue,
  createParty,
  getPartyDetail,
  listControlAccounts,
  listParties,
  type PartyScope,
  updateParty,
} from './parties.service.ts';
import { phonePrefixes } from './phone-prefixes.ts';

const WRITE = { permission: 'parties.write' } as const;

/** The two collections of docs/seed-spec.md §7, one resource each: same fields, their own codes and control account. */
const COLLECTIONS = [
  { role: 'CUSTOMER', endpoints: customerEndpoints },
  { role: 'SUPPLIER', endpoints: supplierEndpoints },
] as const satisfies ReadonlyArray<{ role: PartyRole; endpoints: unknown }>;

export function partiesRoutes(db: Database, amountsDue: AmountsDue): FastifyPluginAsyncZod {
  return async (app) => {
    const prefixes = phonePrefixes();
    for (const { role, endpoints } of COLLECTIONS) {
      /** Checks the URL's company against the token, then runs `work` in that company's tenant transaction. */
      const inScope = <T>(
        request: FastifyRequest,
        companyId: string,
        work: (tx: Transaction, scope: PartyScope) => Promise<T>,
      ): Promise<T> => {
        const session = requireSession(request);
        requireTenantCompany(session, companyId);
        return inCompany(db, session, (tx, company) => work(tx, { company, role, phonePrefixes: prefixes }));
      };

      app.route({
        ...routeOf(endpoints.list),
        config: { access: 'member' },
        handler: async (request) =>
          inScope(request, request.params.companyId, (tx, scope) => listParties(tx, scope, request.query)),
      });

      app.route({
        ...routeOf(endpoints.controlAccounts),
        config: { access: 'member' },
        handler: async (request) =>
          inScope(request, request.params.companyId, (tx, scope) =>
            listControlAccounts(tx, scope, requestLanguage(request)),
          ),
      });

      app.route({
        ...routeOf(endpoints.create),
        config: { access: WRITE },
        handler: async (request, reply) => {
          const party = await inScope(request, request.params.companyId, (tx, scope) =>
            createParty(tx, scope, request.body),
          );
          return reply.status(201).send(party);
        },
      });

      app.route({
        ...routeOf(endpoints.detail),
        config: { access: 'member' },
        handler: async (request) =>
          inScope(request, request.params.companyId, (tx, scope) =>
            getPartyDetail(tx, scope, amountsDue, request.params.id, request.query.workFolderId),
          ),
      });

      app.route({
        ...routeOf(endpoints.update),
        config: { access: WRITE },
        handler: async (request) =>
          inScope(request, request.params.companyId, (tx, scope) =>
            updateParty(tx, scope, request.params.id, request.body),
          ),
      });
    }
  };
}
