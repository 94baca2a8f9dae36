import { type CreateCompanyBody, type CreateCompanyResponse, createCompanyResponseSchema } from '@bilan/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const createCompanyMutationKey = ['companies', 'create'] as const;

export function createCompany(body: CreateCompanyBody): Promise<CreateCompanyResponse> {
  return api.post('/v1/companies', body, { schema: createCompanyResponseSchema });
}

export function useCreateCompany() {
  return useMutation({ mutationKey: createCompanyMutationKey, mutationFn: createCompany });
}
