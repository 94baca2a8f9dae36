import { Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../components/ui/page-header.tsx';
import { StatementImport } from '../../../../features/bank-statements/components/statement-import.tsx';
import { StatementList } from '../../../../features/bank-statements/components/statement-list.tsx';
import { useCurrentWorkFolder } from '../../../../features/shell/api/get-work-folders.ts';

// Below the statements and used now and then: they load after the screen's first paint (ADR 0007's budget).
const TreasuryTransfers = lazy(() =>
  import('../../../../features/bank-statements/components/treasury-transfers.tsx').then((module) => ({
    default: module.TreasuryTransfers,
  })),
);
const ForeignLoans = lazy(() =>
  import('../../../../features/bank-statements/components/foreign-loans.tsx').then((module) => ({
    default: module.ForeignLoans,
  })),
);

/** /accounting/bank-statements: import a statement, the statements imported, the transfers between accounts, the loans in a foreign currency. */
export function BankStatementsPage() {
  const { t } = useTranslation();
  const { companyId } = useCurrentWorkFolder();
  return (
    <>
      <PageHeader title={t('areas.bankStatements')} />
      <Stack gap="md">
        <StatementImport companyId={companyId} />
        <StatementList companyId={companyId} />
        <Suspense fallback={null}>
          <TreasuryTransfers companyId={companyId} />
          <ForeignLoans companyId={companyId} />
        </Suspense>
      </Stack>
    </>
  );
}
