import type { ChartOfAccounts, CompanyAccount } from '@bilan/contract';

/** A small SYSCOHADA-like chart for the tests of this feature: classes 1, 4 and 5. */
export function account(
  number: string,
  label: string,
  parentNumber: string | null,
  extra: Partial<CompanyAccount> = {},
): CompanyAccount {
  return {
    id: `acc-${number}`,
    number,
    label,
    class: number.slice(0, 1),
    parentNumber,
    nature: 'mixed',
    isGroup: number.length < 4,
    refAccountNumber: number.length <= 4 ? number : null,
    active: true,
    openItems: ['40', '41', '42', '47'].includes(number.slice(0, 2)),
    hasPostings: false,
    subAccounts: [],
    ...extra,
  };
}

export const TEST_CHART: ChartOfAccounts = [
  {
    class: '1',
    label: 'Comptes de ressources durables',
    accounts: [
      account('10', 'Capital', null),
      account('101', 'Capital social', '10', { hasPostings: true }),
      account('1011', 'Capital souscrit, non appelé', '101'),
    ],
  },
  {
    class: '4',
    label: 'Comptes de tiers',
    accounts: [
      account('40', 'Fournisseurs et comptes rattachés', null),
      account('401', 'Fournisseurs, dettes en compte', '40', {
        subAccounts: [
          { id: 'sub-F001', accountId: 'acc-401', number: 'F001', label: 'Brasseries du Cameroun', partyId: null },
        ],
      }),
    ],
  },
  {
    class: '5',
    label: 'Comptes de trésorerie',
    accounts: [
      account('52', 'Banques', null),
      account('521', 'Banques locales', '52'),
      account('5211', 'Banques en monnaie nationale', '521'),
      account('57', 'Caisse', null),
      account('571', 'Caisse siège social', '57'),
      account('572', 'Caisse succursale', '57', { active: false }),
    ],
  },
];
