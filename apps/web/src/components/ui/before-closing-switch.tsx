import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

/**
 * ?beforeClosing=true: a closed folder's journal, general ledger and trial balance read as the year
 * stood before its closing entry (all three leave it out); without it all three show it.
 */
export function useBeforeClosing(): boolean {
  const [searchParams] = useSearchParams();
  return searchParams.get('beforeClosing') === 'true';
}

/** The "before closing" switch of a report; shown for a closed folder only (an open one has no closing entry). */
export function BeforeClosingSwitch({ closed }: { closed: boolean }) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  if (!closed) return null;
  return (
    <Switch
      label={t('workFolder.beforeClosing')}
      checked={searchParams.get('beforeClosing') === 'true'}
      onChange={(event) => {
        const checked = event.currentTarget.checked;
        setSearchParams(
          (current) => {
            const next = new URLSearchParams(current);
            if (checked) next.set('beforeClosing', 'true');
            else next.delete('beforeClosing');
            return next;
          },
          { replace: true },
        );
      }}
      mb={8}
    />
  );
}
