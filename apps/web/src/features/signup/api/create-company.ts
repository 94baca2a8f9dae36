import { type CreateCompanyBody, type CreateCompanyResponse, endpoints } from '@bilan/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const createCompanyMutationKey = ['companies', 'create'] as const;

export function createCompany(body: CreateCompanyBody): Promise<CreateCompanyResponse> {
  return api.call(endpoints.signUp, { body });
}

export function useCreateCompany() {
  return useMutation({ mutationKey: createCompanyMutationKey, mutationFn: createCompany });
}
