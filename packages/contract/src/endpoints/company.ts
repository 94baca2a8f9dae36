import { auditLogQuerySchema, auditLogSchema } from '../audit.ts';
import { endpoint } from '../endpoint.ts';
import { notificationsSchema } from '../notifications.ts';
import { searchQuerySchema, searchResultsSchema } from '../search.ts';
import { companySettingsBodySchema, companySettingsSchema } from '../settings.ts';

/** What belongs to the company as a whole: its settings, its audit log, its notifications and its search. */
export const companyEndpoints = {
  settings: endpoint({
    method: 'GET',
    path: '/v1/companies/:companyId/settings',
    tag: 'settings',
    summary: 'The settings of the company: identity on invoices, VAT rates, posting accounts, prefixes',
    responses: { 200: companySettingsSchema },
  }),
  saveSettings: endpoint({
    method: 'PUT',
    path: '/v1/companies/:companyId/settings',
    tag: 'settings',
    summary: 'Replace the settings of the company',
    body: companySettingsBodySchema,
    responses: { 200: companySettingsSchema },
  }),
  auditLog: endpoint({
    method: 'GET',
    path: '/v1/companies/:companyId/audit-log',
    tag: 'audit',
    summary: 'The audit log of the company, filtered and by page',
    query: auditLogQuerySchema,
    responses: { 200: auditLogSchema },
  }),
  notifications: endpoint({
    method: 'GET',
    path: '/v1/companies/:companyId/notifications',
    tag: 'notifications',
    summary: 'What needs attention: overdue invoices and bills, stale drafts, a year ending',
    responses: { 200: notificationsSchema },
  }),
  search: endpoint({
    method: 'GET',
    path: '/v1/companies/:companyId/search',
    tag: 'search',
    summary: 'Documents, customers and suppliers, and accounts matching a text or an amount',
    query: searchQuerySchema,
    responses: { 200: searchResultsSchema },
  }),
};
