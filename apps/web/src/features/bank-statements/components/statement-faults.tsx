import { Alert, List } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A refused file as the API answered it: the rule broken and each line at fault (`lines.<n>.<field>`). */
export interface StatementRefusal {
  code: string;
  fields: ReadonlyArray<{ path: string; code: string }>;
}

/** Refusals of a whole file whose faults name statements of it, not lines (another currency, another account). */
const STATEMENT_REFUSALS = ['STATEMENT_CURRENCY_MISMATCH', 'STATEMENT_ACCOUNT_MISMATCH'] as const;

/** Why a file was refused, each fault by its line: a statement of another currency or account is named by its first line. */
export function StatementFaults({ refusal }: { refusal: StatementRefusal }) {
  const { t } = useTranslation('bankStatements');
  const byStatement = STATEMENT_REFUSALS.find((code) => code === refusal.code);
  return (
    <Alert color="red" title={byStatement ? t(`import.refusals.${byStatement}`) : t('import.faults')}>
      <List size="sm">
        {refusal.fields.map((fault) => {
          const [, line = '', field = ''] = fault.path.split('.');
          return (
            <List.Item key={`${fault.path}-${fault.code}`}>
              {byStatement
                ? t('import.statementFault', { line, reason: t(`import.statementFaults.${byStatement}`) })
                : t('import.fault', { line, field, code: fault.code })}
            </List.Item>
          );
        })}
      </List>
    </Alert>
  );
}
