import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../../../components/ui/page-header.tsx';
import { BankReconciliationScreen } from '../../../../features/bank-statements/components/bank-reconciliation-screen.tsx';
import { StatementImport } from '../../../../features/bank-statements/components/statement-import.tsx';
import { StatementList } from '../../../../features/bank-statements/components/statement-list.tsx';
import { StatementReconciliation } from '../../../../features/bank-statements/components/statement-reconciliation.tsx';
import { TreasuryTransfers } from '../../../../features/bank-statements/components/treasury-transfers.tsx';
import { useCurrentWorkFolder } from '../../../../features/shell/api/get-work-folders.ts';

/** /accounting/bank-statements: import a statement, the statements imported, the transfers between accounts. */
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
      </Stack>
    </>
  );
}

/** /accounting/bank-statements/:statementId: the statement beside the books. */
export function BankStatementPage() {
  const { companyId } = useCurrentWorkFolder();
  const { statementId = '' } = useParams();
  return <StatementReconciliation companyId={companyId} statementId={statementId} />;
}

/** /accounting/bank-reconciliation: the reconciliation report. */
export function BankReconciliationPage() {
  return <BankReconciliationScreen />;
}
