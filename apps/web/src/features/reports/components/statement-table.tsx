import { ActionIcon, Anchor, Group, Paper, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconChevronsDown, IconChevronsUp } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HiddenHeader } from '../../../components/ui/hidden-header.tsx';
import { LazyTooltip } from '../../../components/ui/lazy-tooltip.tsx';
import { ScrollTable } from '../../../components/ui/scroll-table.tsx';

interface StatementAccountRow {
  accountId: string | null;
  accountNumber: string;
  label: string;
}

interface StatementLine {
  ref: string;
  kind: 'rubric' | 'subtotal' | 'total';
  label: string;
  note: string | null;
  accounts: readonly StatementAccountRow[];
}

interface StatementColumn<Line extends StatementLine> {
  key: string;
  label: string;
  value: (line: Line) => string;
  accountValue: (account: Line['accounts'][number]) => string;
}

const amountStyle = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/**
 * A SYSCOHADA statement as a table: rubrics in plain text, subtotals in bold on a grey band, totals
 * in bold on a darker one, as on the printed forms. A rubric with accounts opens to them, each account
 * leading to its general ledger.
 */
export function StatementTable<Line extends StatementLine>({
  title,
  refLabel,
  lines,
  columns,
  ledgerPathOf,
  footer,
}: {
  title: string;
  refLabel: string;
  lines: readonly Line[];
  columns: StatementColumn<Line>[];
  /** Where an account leads: its general ledger over the statement's period. */
  ledgerPathOf: (accountId: string) => string;
  footer?: ReactNode;
}) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const expandable = lines.filter((line) => line.accounts.length > 0).map((line) => line.ref);
  const allOpen = expandable.length > 0 && expandable.every((ref) => open.has(ref));
  const toggle = (ref: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(ref)) next.delete(ref);
      else next.add(ref);
      return next;
    });
  return (
    <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
      <StatementTitle
        title={title}
        allOpen={allOpen}
        expandable={expandable.length > 0}
        onToggleAll={() => setOpen(allOpen ? new Set() : new Set(expandable))}
      />
      <ScrollTable minWidth={columns.length > 1 ? 560 : 360} label={title}>
        <Table verticalSpacing={5} fz="sm" aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={56}>{refLabel}</Table.Th>
              <HiddenHeader word="item" />
              {columns.map((column) => (
                <Table.Th key={column.key} ta="right">
                  {column.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line) => (
              <StatementLineRows
                key={line.ref}
                line={line}
                columns={columns}
                expanded={open.has(line.ref)}
                onToggle={() => toggle(line.ref)}
                ledgerPathOf={ledgerPathOf}
              />
            ))}
          </Table.Tbody>
          {footer}
        </Table>
      </ScrollTable>
    </Paper>
  );
}

function StatementTitle({
  title,
  allOpen,
  expandable,
  onToggleAll,
}: {
  title: string;
  allOpen: boolean;
  expandable: boolean;
  onToggleAll: () => void;
}) {
  const { t } = useTranslation('reports');
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      px="md"
      py={6}
      bg="gray.0"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Title order={2} size="h5" py={4}>
        {title}
      </Title>
      {expandable && (
        <LazyTooltip label={allOpen ? t('drill.collapseAll') : t('drill.expandAll')}>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`${allOpen ? t('drill.collapseAll') : t('drill.expandAll')} (${title})`}
            onClick={onToggleAll}
          >
            {allOpen ? <IconChevronsUp size={18} /> : <IconChevronsDown size={18} />}
          </ActionIcon>
        </LazyTooltip>
      )}
    </Group>
  );
}

/** A line of the statement, and under it its accounts when it is open. */
function StatementLineRows<Line extends StatementLine>({
  line,
  columns,
  expanded,
  onToggle,
  ledgerPathOf,
}: {
  line: Line;
  columns: readonly StatementColumn<Line>[];
  expanded: boolean;
  onToggle: () => void;
  ledgerPathOf: (accountId: string) => string;
}) {
  const strong = line.kind !== 'rubric';
  return (
    <>
      <Table.Tr
        data-ref={line.ref}
        bg={line.kind === 'total' ? 'gray.2' : line.kind === 'subtotal' ? 'gray.0' : undefined}
        fw={strong ? 700 : undefined}
      >
        <Table.Td ff="monospace" c="dimmed">
          {line.ref}
        </Table.Td>
        <Table.Td>
          {line.accounts.length > 0 ? (
            <UnstyledButton
              className="report-toggle"
              onClick={onToggle}
              aria-expanded={expanded}
              fz="sm"
              fw={strong ? 700 : undefined}
              style={{ display: 'inline-flex', alignItems: 'center', gap: 4, textAlign: 'left' }}
            >
              {expanded ? <IconChevronDown size={14} aria-hidden /> : <IconChevronRight size={14} aria-hidden />}
              {line.label}
            </UnstyledButton>
          ) : (
            line.label
          )}
        </Table.Td>
        {columns.map((column) => (
          <Table.Td key={column.key} ta="right" style={amountStyle}>
            {column.value(line)}
          </Table.Td>
        ))}
      </Table.Tr>
      {expanded &&
        line.accounts.map((account) => (
          <Table.Tr
            key={`${line.ref}-${account.accountNumber}`}
            data-account={account.accountNumber}
            data-rubric={line.ref}
            bg="bilan.0"
          >
            <Table.Td />
            <Table.Td pl={30}>
              <AccountName account={account} ledgerPathOf={ledgerPathOf} />
            </Table.Td>
            {columns.map((column) => (
              <Table.Td key={column.key} ta="right" style={amountStyle} c="dark.4">
                {column.accountValue(account)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
    </>
  );
}

function AccountName({
  account,
  ledgerPathOf,
}: {
  account: StatementAccountRow;
  ledgerPathOf: (accountId: string) => string;
}) {
  const { t } = useTranslation('reports');
  const name = (
    <>
      <Text span ff="monospace" fw={600} mr={8}>
        {account.accountNumber}
      </Text>
      {account.label}
    </>
  );
  if (!account.accountId) return name;
  return (
    <Anchor
      component={Link}
      to={ledgerPathOf(account.accountId)}
      size="sm"
      title={t('drill.openLedger', { account: account.accountNumber })}
    >
      {name}
    </Anchor>
  );
}
