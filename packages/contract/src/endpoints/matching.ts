import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import {
  createMatchingBodySchema,
  matchingListSchema,
  matchingSchema,
  matchingSuggestionSchema,
  matchingSuggestionsQuerySchema,
  matchingsQuerySchema,
  openItemsQuerySchema,
  openItemsSchema,
} from '../matching.ts';

const tag = 'matching';

export const matchingEndpoints = {
  openItems: endpoint({
    method: 'GET',
    path: '/v1/accountings/companies/:companyId/open-items',
    tag,
    summary: 'The unmatched lines of an account at a date',
    query: openItemsQuerySchema,
    responses: { 200: openItemsSchema },
  }),
  matchings: endpoint({
    method: 'GET',
    path: '/v1/accountings/companies/:companyId/matchings',
    tag,
    summary: 'The matchings (lettrage) of an account',
    query: matchingsQuerySchema,
    responses: { 200: matchingListSchema },
  }),
  matchingSuggestions: endpoint({
    method: 'GET',
    path: '/v1/accountings/companies/:companyId/matchings/suggestions',
    tag,
    summary: 'Matchings proposed for the unmatched lines (same amount, reference, party), to confirm',
    query: matchingSuggestionsQuerySchema,
    responses: { 200: z.array(matchingSuggestionSchema) },
  }),
  createMatching: endpoint({
    method: 'POST',
    path: '/v1/accountings/companies/:companyId/matchings',
    tag,
    summary: 'Match lines of one account whose debits equal their credits',
    body: createMatchingBodySchema,
    responses: { 201: matchingSchema },
  }),
  deleteMatching: endpoint({
    method: 'DELETE',
    path: '/v1/accountings/companies/:companyId/matchings/:matchingId',
    tag,
    summary: 'Undo a matching',
    noContent: true,
  }),
};
