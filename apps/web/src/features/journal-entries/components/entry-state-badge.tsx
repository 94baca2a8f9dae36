import type { DocumentState } from '@bilan/contract';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLOR: Record<DocumentState, string> = { DRAFT: 'yellow', VALIDATED: 'green', CANCELLED: 'gray' };

export function EntryStateBadge({ state }: { state: DocumentState }) {
  const { t } = useTranslation('journalEntries');
  return (
    <Badge color={COLOR[state]} variant="light" data-state={state}>
      {t(`states.${state}`)}
    </Badge>
  );
}
