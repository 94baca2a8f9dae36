import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../components/ui/page-header.tsx';
import { ForeignLoans } from '../../../../features/bank-statements/components/foreign-loans.tsx';
import { StatementImport } from '../../../../features/bank-statements/components/statement-import.tsx';
import { StatementList } from '../../../../features/bank-statements/components/statement-list.tsx';
import { TreasuryTransfers } from '../../../../features/bank-statements/components/treasury-transfers.tsx';
import { useCurrentWorkFolder } from '../../../../features/shell/api/get-work-folders.ts';

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
        <TreasuryTransfers companyId={companyId} />
        <ForeignLoans companyId={companyId} />
      </Stack>
    </>
  );
}
