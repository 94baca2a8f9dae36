import type { AccountingFramework, RefAccount } from '@bilan/contract';
import { Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchableSelect } from '../../../components/ui/searchable-select.tsx';
import { useRefAccountCategories, useRefAccounts } from '../api/get-ref-accounts.ts';
import type { ChartTree } from '../chart-tree.ts';

// The reference chart holds about 1,500 accounts: the list shows the best matches of what is typed.
const SHOWN_OPTIONS_MAX = 50;

const labelOf = (item: { frLabel: string; enLabel: string }, french: boolean) => (french ? item.frLabel : item.enLabel);

/** An account of the framework's reference chart that the company's chart lacks, to create with its number and label. */
export function RefAccountField({
  framework,
  tree,
  onPick,
}: {
  framework: AccountingFramework | undefined;
  tree: ChartTree;
  onPick: (account: { number: string; label: string }) => void;
}) {
  const { t, i18n } = useTranslation('chartOfAccounts');
  const french = i18n.resolvedLanguage === 'fr';
  const refAccounts = useRefAccounts(framework);
  const [picked, setPicked] = useState<string | null>(null);
  const missing = useMemo(() => {
    const held = new Set([...tree.byId.values()].map((account) => account.number));
    return (refAccounts.data ?? []).filter((account) => !held.has(account.number));
  }, [refAccounts.data, tree]);
  const options = useMemo(
    () => missing.map((account) => ({ value: account.number, label: `${account.number} ${labelOf(account, french)}` })),
    [missing, french],
  );
  const pick = (number: string | null) => {
    setPicked(number);
    const account: RefAccount | undefined = missing.find((candidate) => candidate.number === number);
    if (account) onPick({ number: account.number, label: labelOf(account, french) });
  };
  return (
    <SearchableSelect
      label={t('form.fromReference', { framework: framework ?? '' })}
      description={t('form.fromReferenceHint')}
      placeholder={t('form.fromReferencePlaceholder')}
      data={options}
      value={picked}
      onChange={pick}
      limit={SHOWN_OPTIONS_MAX}
      nothingFoundMessage={t('form.fromReferenceNothing')}
      disabled={!refAccounts.data}
      clearable
    />
  );
}

/** The class an account number falls in, named as the framework names it ("Class 5: Treasury accounts"). */
export function AccountCategory({ framework, number }: { framework: AccountingFramework | undefined; number: string }) {
  const { t, i18n } = useTranslation('chartOfAccounts');
  const categories = useRefAccountCategories(framework);
  const category = categories.data?.find((item) => item.classNumber === number.slice(0, 1));
  if (!category || !/^\d/.test(number)) return null;
  return (
    <Text span display="block" size="xs" c="dimmed" data-testid="account-category">
      {t('form.category', { number: category.classNumber, label: labelOf(category, i18n.resolvedLanguage === 'fr') })}
    </Text>
  );
}
