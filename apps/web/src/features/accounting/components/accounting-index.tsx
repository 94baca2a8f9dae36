import { Badge, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import {
  IconArrowsExchange,
  IconBook,
  IconBuildingBank,
  IconBuildingWarehouse,
  IconCalendarCheck,
  IconCashRegister,
  IconChartBar,
  IconFileCertificate,
  IconFolders,
  IconListDetails,
  IconListTree,
  IconNotebook,
  IconPencilPlus,
  IconReceiptTax,
  IconReportMoney,
  IconScale,
  IconWriting,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import type { AreaKey } from '../../../lib/route-handle.ts';
import { useStoredValue } from '../../../lib/storage.ts';
import { useCompany } from '../../shell/api/get-company.ts';
import { useCurrentWorkFolder } from '../../shell/api/get-work-folders.ts';

type CardKey =
  | 'journalEntries'
  | 'newJournalEntry'
  | 'journal'
  | 'trialBalance'
  | 'balanceSheet'
  | 'incomeStatement'
  | 'generalLedger'
  | 'vatReturn'
  | 'bankStatements'
  | 'fixedAssets'
  | 'bankReconciliation'
  | 'yearEnd'
  | 'chartOfAccounts'
  | 'workFolders'
  | 'monthClose'
  | 'cashFlow'
  | 'notes'
  | 'annualPackage';

interface Card {
  key: CardKey;
  title: AreaKey;
  to: string;
  icon: ReactNode;
  color: string;
  soon?: boolean;
  /** A statement French companies do not file (the cash-flow statement). */
  syscohadaOnly?: boolean;
}

const SECTIONS: { key: 'entriesSection' | 'reportsSection' | 'closingSection' | 'setupSection'; cards: Card[] }[] = [
  {
    key: 'entriesSection',
    cards: [
      {
        key: 'journalEntries',
        title: 'journalEntries',
        to: '/accounting/entries',
        icon: <IconWriting size={22} />,
        color: 'bilan',
      },
      {
        key: 'newJournalEntry',
        title: 'newJournalEntry',
        to: '/accounting/entries/new',
        icon: <IconPencilPlus size={22} />,
        color: 'bilan',
      },
      { key: 'journal', title: 'journal', to: '/accounting/journal', icon: <IconBook size={22} />, color: 'blue' },
      {
        key: 'bankStatements',
        title: 'bankStatements',
        to: '/accounting/bank-statements',
        icon: <IconBuildingBank size={22} />,
        color: 'teal',
      },
      {
        key: 'fixedAssets',
        title: 'fixedAssets',
        to: '/accounting/fixed-assets',
        icon: <IconBuildingWarehouse size={22} />,
        color: 'orange',
      },
    ],
  },
  {
    key: 'reportsSection',
    cards: [
      {
        key: 'trialBalance',
        title: 'trialBalance',
        to: '/accounting/trial-balance',
        icon: <IconScale size={22} />,
        color: 'grape',
      },
      {
        key: 'balanceSheet',
        title: 'balanceSheet',
        to: '/accounting/balance-sheet',
        icon: <IconReportMoney size={22} />,
        color: 'grape',
      },
      {
        key: 'incomeStatement',
        title: 'incomeStatement',
        to: '/accounting/income-statement',
        icon: <IconChartBar size={22} />,
        color: 'grape',
      },
      {
        key: 'generalLedger',
        title: 'generalLedger',
        to: '/accounting/general-ledger',
        icon: <IconNotebook size={22} />,
        color: 'grape',
      },
      {
        key: 'cashFlow',
        title: 'cashFlow',
        to: '/accounting/cash-flow',
        icon: <IconArrowsExchange size={22} />,
        color: 'grape',
        syscohadaOnly: true,
      },
      {
        key: 'notes',
        title: 'notes',
        to: '/accounting/notes',
        icon: <IconListDetails size={22} />,
        color: 'grape',
        syscohadaOnly: true,
      },
      {
        key: 'vatReturn',
        title: 'vatReturn',
        to: '/accounting/vat',
        icon: <IconReceiptTax size={22} />,
        color: 'grape',
      },
      {
        key: 'bankReconciliation',
        title: 'bankReconciliation',
        to: '/accounting/bank-reconciliation',
        icon: <IconCashRegister size={22} />,
        color: 'grape',
      },
      {
        key: 'yearEnd',
        title: 'yearEnd',
        to: '/accounting/year-end',
        icon: <IconCalendarCheck size={22} />,
        color: 'grape',
      },
    ],
  },
  {
    key: 'closingSection',
    cards: [
      {
        key: 'monthClose',
        title: 'monthClose',
        to: '/accounting/month-close',
        icon: <IconCalendarCheck size={22} />,
        color: 'orange',
      },
      {
        key: 'annualPackage',
        title: 'annualPackage',
        to: '/accounting/annual-package',
        icon: <IconFileCertificate size={22} />,
        color: 'orange',
      },
    ],
  },
  {
    key: 'setupSection',
    cards: [
      {
        key: 'chartOfAccounts',
        title: 'chartOfAccounts',
        to: '/apps/accounting/chart-of-accounts',
        icon: <IconListTree size={22} />,
        color: 'gray',
      },
      {
        key: 'workFolders',
        title: 'workFolderList',
        to: '/apps/workfolder/list',
        icon: <IconFolders size={22} />,
        color: 'gray',
      },
    ],
  },
];

/** /accounting: where the accounting screens start — entries, the books and statements, the set-up. */
export function AccountingIndex() {
  const { t } = useTranslation('accounting');
  const { t: tCommon } = useTranslation();
  const { folder } = useCurrentWorkFolder();
  const company = useCompany(useStoredValue('companyId'));
  // France files no cash-flow statement; until the company is known, its cards wait rather than flicker.
  const french = company.data ? company.data.countryCode === 'FR' : true;
  return (
    <>
      <PageHeader
        title={tCommon('areas.accounting')}
        description={folder ? t('index.description', { folder: folder.name }) : t('index.noFolder')}
      />
      <Stack gap="xl">
        {SECTIONS.map((section) => (
          <Stack key={section.key} gap="sm">
            <Title order={2} size="h5" c="dimmed" tt="uppercase" style={{ letterSpacing: '0.04em' }}>
              {t(`index.${section.key}`)}
            </Title>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
              {section.cards
                .filter((card) => !(card.syscohadaOnly && french))
                .map((card) => (
                  // Named by its text (title, badge, description): a label of the title alone would not
                  // hold what the card shows (axe label-content-name-mismatch).
                  <UnstyledButton key={card.key} component={Link} to={card.to}>
                    <Paper withBorder radius="lg" p="md" h="100%">
                      <Group gap="md" wrap="nowrap" align="flex-start">
                        <ThemeIcon variant="light" color={card.color} size={44} radius="md">
                          {card.icon}
                        </ThemeIcon>
                        <Stack gap={4} miw={0}>
                          <Group gap={6}>
                            <Text fw={700}>{tCommon(`areas.${card.title}`)}</Text>
                            {card.soon && (
                              <Badge size="xs" variant="light" color="gray">
                                {t('index.soon')}
                              </Badge>
                            )}
                          </Group>
                          <Text size="sm" c="dimmed">
                            {t(`cards.${card.key}`)}
                          </Text>
                        </Stack>
                      </Group>
                    </Paper>
                  </UnstyledButton>
                ))}
            </SimpleGrid>
          </Stack>
        ))}
      </Stack>
    </>
  );
}
