import {
  companyPageSchema,
  companySchema,
  createCompanyBodySchema,
  createCompanyResponseSchema,
  createSubsidiaryBodySchema,
} from '../companies.ts';
import { endpoint } from '../endpoint.ts';
import { offsetPageQuerySchema } from '../users.ts';

const tag = 'companies';

export const companiesEndpoints = {
  signUp: endpoint({
    method: 'POST',
    path: '/v1/companies',
    tag,
    summary: "Sign up: create a company and its owner; the request's language becomes the company's",
    body: createCompanyBodySchema,
    responses: { 201: createCompanyResponseSchema },
  }),
  company: endpoint({
    method: 'GET',
    path: '/v1/companies/:id',
    tag,
    summary: 'The company, with its country, currency and framework',
    responses: { 200: companySchema },
  }),
  subsidiaries: endpoint({
    method: 'GET',
    path: '/v1/companies/:companyId/subsidiaries',
    tag,
    summary: 'The subsidiaries of the company, with their country and currency',
    query: offsetPageQuerySchema,
    responses: { 200: companyPageSchema },
  }),
  createSubsidiary: endpoint({
    method: 'POST',
    path: '/v1/companies/:companyId/subsidiaries',
    tag,
    summary: 'Create a subsidiary, opened as at signup, with the caller as its owner',
    body: createSubsidiaryBodySchema,
    responses: { 201: companySchema },
  }),
};
