import { endpoints } from '@bilan/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { routeOf } from '../../http/endpoint-route.ts';
import { requireSession } from '../../http/session.ts';
import { inCompany } from '../companies/company-context.ts';
import { cancelLoan, cancelRepayment, createLoan, getLoan, listLoans, repayLoan } from './foreign-loans.service.ts';

const WRITE = { permission: 'payments.write' } as const;

/** Loans received in a foreign currency and their repayments, posted when recorded. */
export function foreignLoansRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(endpoints.loans),
      config: { access: 'member' },
      handler: async (request) =>
        inCompany(db, requireSession(request), (tx, company) => listLoans(tx, company, request.params.workFolderId)),
    });

    app.route({
      ...routeOf(endpoints.createLoan),
      config: { access: WRITE },
      handler: async (request, reply) => {
        const loan = await inCompany(db, requireSession(request), (tx, company) =>
          createLoan(tx, company, request.params.workFolderId, request.body),
        );
        return reply.status(201).send(loan);
      },
    });

    app.route({
      ...routeOf(endpoints.loan),
      config: { access: 'member' },
      handler: async (request) =>
        inCompany(db, requireSession(request), (tx, company) =>
          getLoan(tx, company, request.params.loanId, request.params.workFolderId),
        ),
    });

    app.route({
      ...routeOf(endpoints.repayLoan),
      config: { access: WRITE },
      handler: async (request, reply) => {
        const loan = await inCompany(db, requireSession(request), (tx, company) =>
          repayLoan(tx, company, request.params.loanId, request.params.workFolderId, request.body),
        );
        return reply.status(201).send(loan);
      },
    });

    app.route({
      ...routeOf(endpoints.cancelLoan),
      config: { access: WRITE },
      handler: async (request) =>
        inCompany(db, requireSession(request), (tx, company) =>
          cancelLoan(tx, company, request.params.loanId, request.params.workFolderId, request.query.cancellationDate),
        ),
    });

    app.route({
      ...routeOf(endpoints.cancelLoanRepayment),
      config: { access: WRITE },
      handler: async (request) =>
        inCompany(db, requireSession(request), (tx, company) =>
          cancelRepayment(tx, company, request.params, request.query.cancellationDate),
        ),
    });
  };
}
