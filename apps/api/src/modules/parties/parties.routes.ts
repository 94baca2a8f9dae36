import {
  controlAccountOptionSchema,
  listPartiesQuerySchema,
  type PartyRole,
  partyBalanceQuerySchema,
  partyDetailSchema,
  partyPageSchema,
  partySchema,
  savePartyBodySchema,
  uuidSchema,
} from '@bilan/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database, Transaction } from '../../db/client.ts';
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
const companyParams = z.strictObject({ companyId: uuidSchema });
const partyParams = z.strictObject({ companyId: uuidSchema, id: uuidSchema });

/** The two collections of docs/seed-spec.md §7, one resource each: same fields, their own codes and control account. */
const COLLECTIONS: ReadonlyArray<{ path: string; role: PartyRole; tag: string }> = [
  { path: 'customers', role: 'CUSTOMER', tag: 'customers' },
  { path: 'suppliers', role: 'SUPPLIER', tag: 'suppliers' },
];

export function partiesRoutes(db: Database, amountsDue: AmountsDue): FastifyPluginAsyncZod {
  return async (app) => {
    const prefixes = phonePrefixes();
    for (const { path, role, tag } of COLLECTIONS) {
      const collection = `/v1/companies/:companyId/${path}`;
      const tags = [tag];

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

      app.get(
        collection,
        {
          config: { access: 'member' },
          schema: {
            tags,
            params: companyParams,
            querystring: listPartiesQuerySchema,
            response: { 200: partyPageSchema },
          },
        },
        async (request) =>
          inScope(request, request.params.companyId, (tx, scope) => listParties(tx, scope, request.query)),
      );

      app.get(
        `${collection}/control-accounts`,
        {
          config: { access: 'member' },
          schema: { tags, params: companyParams, response: { 200: z.array(controlAccountOptionSchema) } },
        },
        async (request) =>
          inScope(request, request.params.companyId, (tx, scope) =>
            listControlAccounts(tx, scope, requestLanguage(request)),
          ),
      );

      app.post(
        collection,
        {
          config: { access: WRITE },
          schema: { tags, params: companyParams, body: savePartyBodySchema, response: { 201: partySchema } },
        },
        async (request, reply) => {
          const party = await inScope(request, request.params.companyId, (tx, scope) =>
            createParty(tx, scope, request.body),
          );
          return reply.status(201).send(party);
        },
      );

      app.get(
        `${collection}/:id`,
        {
          config: { access: 'member' },
          schema: {
            tags,
            params: partyParams,
            querystring: partyBalanceQuerySchema,
            response: { 200: partyDetailSchema },
          },
        },
        async (request) =>
          inScope(request, request.params.companyId, (tx, scope) =>
            getPartyDetail(tx, scope, amountsDue, request.params.id, request.query.workFolderId),
          ),
      );

      app.put(
        `${collection}/:id`,
        {
          config: { access: WRITE },
          schema: { tags, params: partyParams, body: savePartyBodySchema, response: { 200: partySchema } },
        },
        async (request) =>
          inScope(request, request.params.companyId, (tx, scope) =>
            updateParty(tx, scope, request.params.id, request.body),
          ),
      );
    }
  };
}
