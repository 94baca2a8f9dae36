import { endpoints } from '@bilan/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import { routeOf } from '../../http/endpoint-route.ts';
import { requestLanguage } from '../../http/locale.ts';
import { requireSession } from '../../http/session.ts';
import { vatFormTitle, vatReturnTable } from '../../lib/export/report-tables.ts';
import { sendExport } from '../../lib/export/send-export.ts';
import { sendVatFormPdf } from '../../lib/export/vat-form-pdf.ts';
import { findCompany } from '../companies/companies.queries.ts';
import { inCompany } from '../companies/company-context.ts';
import { getFiledVatReturn, vatPeriodStates } from './filed-vat-return.ts';
import { fileVatReturn } from './vat-filing.service.ts';
import { vatFormIdentity } from './vat-form-identity.ts';
import { vatReturn } from './vat-return.service.ts';
import { claimVatRefund, payVatReturn } from './vat-return-actions.service.ts';

const READ_REPORTS = { permission: 'reports.read' } as const;
/** Filing locks a period of the books, as closing locks a folder: the same permission. */
const FILE_RETURNS = { permission: 'work-folders.manage' } as const;
const PAY = { permission: 'payments.write' } as const;

/** The VAT return of a period as the books stand, its filing, its payment and its refund claim. */
export function vatReturnsRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(endpoints.vatReturn),
      config: { access: READ_REPORTS },
      handler: async (request, reply) => {
        const language = requestLanguage(request);
        const { report, companyName } = await inCompany(db, requireSession(request), async (tx, company) => ({
          report: await vatReturn(tx, company, request.params.workFolderId, request.query),
          companyName: request.query.format ? ((await findCompany(tx, company.companyId))?.name ?? '') : '',
        }));
        const { format } = request.query;
        return format ? sendExport(reply, vatReturnTable(report, { companyName, language }), format) : report;
      },
    });

    app.route({
      ...routeOf(endpoints.vatPeriods),
      config: { access: READ_REPORTS },
      handler: async (request) =>
        inCompany(db, requireSession(request), (tx, company) =>
          vatPeriodStates(tx, company, request.params.workFolderId),
        ),
    });

    app.route({
      ...routeOf(endpoints.fileVatReturn),
      config: { access: FILE_RETURNS },
      handler: async (request, reply) => {
        const filed = await inCompany(db, requireSession(request), (tx, company) =>
          fileVatReturn(tx, company, request.params.workFolderId, request.body),
        );
        return reply.code(201).send(filed);
      },
    });

    app.route({
      ...routeOf(endpoints.filedVatReturn),
      config: { access: READ_REPORTS },
      handler: async (request, reply) => {
        const language = requestLanguage(request);
        const { filed, identity } = await inCompany(db, requireSession(request), async (tx, company) => {
          const found = await getFiledVatReturn(tx, company, request.params.vatReturnId);
          if (found.workFolderId !== request.params.workFolderId) throw notFound();
          return { filed: found, identity: request.query.format === 'pdf' ? await vatFormIdentity(tx, company) : null };
        });
        if (request.query.format !== 'pdf' || !identity) return filed;
        return sendVatFormPdf(reply, filed, { identity, title: vatFormTitle(filed.form.kind, language), language });
      },
    });

    app.route({
      ...routeOf(endpoints.payVatReturn),
      config: { access: PAY },
      handler: async (request, reply) => {
        const filed = await inCompany(db, requireSession(request), (tx, company) =>
          payVatReturn(tx, company, request.params.workFolderId, request.params.vatReturnId, request.body),
        );
        return reply.code(201).send(filed);
      },
    });

    app.route({
      ...routeOf(endpoints.claimVatRefund),
      config: { access: FILE_RETURNS },
      handler: async (request, reply) => {
        const filed = await inCompany(db, requireSession(request), (tx, company) =>
          claimVatRefund(tx, company, request.params.workFolderId, request.params.vatReturnId, request.body),
        );
        return reply.code(201).send(filed);
      },
    });
  };
}
