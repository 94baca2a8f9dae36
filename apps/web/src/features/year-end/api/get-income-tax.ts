import { endpoints, type IncomeTaxComputationBody } from '@bilan/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { yearEndRootKey } from './get-year-end-steps.ts';

export interface IncomeTaxInputs {
  addBacks?: string | undefined;
  deductions?: string | undefined;
  reducedRateEligible: boolean;
}

export function getIncomeTax(workFolderId: string, inputs: IncomeTaxInputs): Promise<IncomeTaxComputationBody> {
  return api.call(endpoints.incomeTax, {
    params: { workFolderId },
    query: {
      addBacks: inputs.addBacks || undefined,
      deductions: inputs.deductions || undefined,
      reducedRateEligible: inputs.reducedRateEligible ? 'true' : 'false',
    },
  });
}

/** GET .../year-end/income-tax: the year's tax computed, shown before it is booked. */
export function useIncomeTax(workFolderId: string | null, inputs: IncomeTaxInputs) {
  return useQuery({
    queryKey: [...yearEndRootKey, 'income-tax', workFolderId ?? '', inputs] as const,
    queryFn: () => getIncomeTax(workFolderId ?? '', inputs),
    enabled: Boolean(workFolderId),
    retry: false,
  });
}
