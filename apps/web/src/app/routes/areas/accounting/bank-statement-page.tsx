import { useParams } from 'react-router';
import { StatementReconciliation } from '../../../../features/bank-statements/components/statement-reconciliation.tsx';
import { useCurrentWorkFolder } from '../../../../features/shell/api/get-work-folders.ts';

/** /accounting/bank-statements/:statementId: the statement beside the books. */
export function BankStatementPage() {
  const { companyId } = useCurrentWorkFolder();
  const { statementId = '' } = useParams();
  return <StatementReconciliation companyId={companyId} statementId={statementId} />;
}
