import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import {
  controlAccountOptionSchema,
  listPartiesQuerySchema,
  partyBalanceQuerySchema,
  partyDetailSchema,
  partyPageSchema,
  partySchema,
  savePartyBodySchema,
} from '../parties.ts';

/** The two collections of docs/seed-spec.md §7, one resource each: same fields, their own codes and control account. */
function partyEndpoints<const Collection extends 'customers' | 'suppliers'>(collection: Collection, one: string) {
  const path = `/v1/companies/:companyId/${collection}` as const;
  return {
    list: endpoint({
      method: 'GET',
      path,
      tag: collection,
      summary: `The ${collection} of the company, searched, sorted and by page`,
      query: listPartiesQuerySchema,
      responses: { 200: partyPageSchema },
    }),
    controlAccounts: endpoint({
      method: 'GET',
      path: `${path}/control-accounts`,
      tag: collection,
      summary: `The accounts a ${one} may hang under, the default one of the settings marked`,
      responses: { 200: z.array(controlAccountOptionSchema) },
    }),
    create: endpoint({
      method: 'POST',
      path,
      tag: collection,
      summary: `Create a ${one} and its sub-account`,
      body: savePartyBodySchema,
      responses: { 201: partySchema },
    }),
    detail: endpoint({
      method: 'GET',
      path: `${path}/:id`,
      tag: collection,
      summary: `A ${one}, with its balance in a work folder`,
      query: partyBalanceQuerySchema,
      responses: { 200: partyDetailSchema },
    }),
    update: endpoint({
      method: 'PUT',
      path: `${path}/:id`,
      tag: collection,
      summary: `Change a ${one}`,
      body: savePartyBodySchema,
      responses: { 200: partySchema },
    }),
  };
}

export const customerEndpoints = partyEndpoints('customers', 'customer');
export const supplierEndpoints = partyEndpoints('suppliers', 'supplier');

export const partiesEndpoints = {
  customers: customerEndpoints.list,
  customerControlAccounts: customerEndpoints.controlAccounts,
  createCustomer: customerEndpoints.create,
  customer: customerEndpoints.detail,
  updateCustomer: customerEndpoints.update,
  suppliers: supplierEndpoints.list,
  supplierControlAccounts: supplierEndpoints.controlAccounts,
  createSupplier: supplierEndpoints.create,
  supplier: supplierEndpoints.detail,
  updateSupplier: supplierEndpoints.update,
};
