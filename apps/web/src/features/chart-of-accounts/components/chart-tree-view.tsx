import type { CompanyAccount } from '@bilan/contract';
import {
  ActionIcon,
  Badge,
  Box,
  Group,
  Highlight,
  Paper,
  Text,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronRight, IconPencil, IconSitemap } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../lib/permissions.ts';
import { useWindowRows } from '../../../lib/use-window-rows.ts';
import type { ChartRow } from '../chart-tree.ts';

const ROW_HEIGHT = 44;
const INDENT_PX = 22;
/** Phones: a shallower indent and numbers only as wide as they are, so labels keep some room. */
const COMPACT_INDENT_PX = 10;
/** The smallest icon button, in pixels: WCAG 2.2's minimum target on a touch screen (axe target-size). */
const ICON_TARGET_PX = 24;

function Chevron({ expanded }: { expanded: boolean }) {
  return (
    <IconChevronRight
      size={16}
      style={{ transform: expanded ? 'rotate(90deg)' : undefined, transition: 'transform 120ms ease' }}
    />
  );
}

function ClassRow({ row, onToggle }: { row: Extract<ChartRow, { kind: 'class' }>; onToggle: () => void }) {
  const { t } = useTranslation('chartOfAccounts');
  // Named by what it shows ("Class 5 Treasury accounts 12 accounts"), its state by aria-expanded: a
  // label of its own would leave out text the row shows (axe label-content-name-mismatch).
  return (
    <UnstyledButton
      onClick={onToggle}
      aria-expanded={row.expanded}
      h={ROW_HEIGHT}
      w="100%"
      px="sm"
      bg="gray.0"
      style={{ display: 'flex', alignItems: 'center', gap: 10, borderBottom: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Chevron expanded={row.expanded} />
      <VisuallyHidden>{`${t('tree.classWord')} `}</VisuallyHidden>
      <Badge variant="filled" radius="sm" size="lg" w={36} px={0}>
        {row.number}
      </Badge>
      <Text fw={700} size="sm" truncate="end" style={{ flex: 1 }}>
        {row.label}
      </Text>
      <Text size="xs" c="dimmed" visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
        {t('tree.accountCount', { count: row.accountCount })}
      </Text>
    </UnstyledButton>
  );
}

function AccountRow({
  row,
  query,
  onToggle,
  onEdit,
  onSubAccounts,
  compact,
}: {
  row: Extract<ChartRow, { kind: 'account' }>;
  query: string;
  compact: boolean;
  onToggle: () => void;
  onEdit: (account: CompanyAccount) => void;
  onSubAccounts: (account: CompanyAccount) => void;
}) {
  const { t } = useTranslation('chartOfAccounts');
  const canWrite = useCan('accounts.write');
  const { account } = row;
  const name = `${account.number} ${account.label}`;
  const words = query.trim() ? query.trim().split(/\s+/) : [];
  return (
    <Group
      h={ROW_HEIGHT}
      gap={8}
      wrap="nowrap"
      pr="xs"
      pl={`calc(var(--mantine-spacing-sm) + ${row.depth * (compact ? COMPACT_INDENT_PX : INDENT_PX)}px)`}
      data-account={account.number}
      data-match={row.matches || undefined}
      bg={row.matches ? 'yellow.0' : undefined}
      style={{ borderBottom: '1px solid var(--mantine-color-gray-1)' }}
    >
      {row.hasChildren ? (
        <ActionIcon
          variant="subtle"
          color="gray"
          size={ICON_TARGET_PX}
          onClick={onToggle}
          aria-expanded={row.expanded}
          aria-label={t(row.expanded ? 'tree.collapse' : 'tree.expand', { name })}
        >
          <Chevron expanded={row.expanded} />
        </ActionIcon>
      ) : (
        <Box w={ICON_TARGET_PX} />
      )}
      <Text
        span
        ff="monospace"
        fw={account.number.length <= 3 ? 700 : 600}
        size="sm"
        miw={compact ? undefined : 88}
        c={account.active ? undefined : 'dimmed'}
      >
        <Highlight span inherit highlight={words.filter((word) => /^\d+$/.test(word))}>
          {account.number}
        </Highlight>
      </Text>
      <Text size="sm" truncate="end" style={{ flex: 1, minWidth: 0 }} c={account.active ? undefined : 'dimmed'}>
        <Highlight span inherit highlight={words}>
          {account.label}
        </Highlight>
      </Text>
      <Group gap={6} wrap="nowrap" visibleFrom="sm">
        {!account.active && (
          <Badge size="xs" variant="light" color="gray">
            {t('tree.inactive')}
          </Badge>
        )}
        {account.hasPostings && (
          <Badge size="xs" variant="light" color="blue">
            {t('tree.posted')}
          </Badge>
        )}
        {account.subAccounts.length > 0 && (
          <Badge size="xs" variant="light" color="grape">
            {t('tree.subAccountCount', { count: account.subAccounts.length })}
          </Badge>
        )}
      </Group>
      <Group gap={compact ? 0 : 2} wrap="nowrap">
        <Tooltip label={t('tree.subAccounts', { number: account.number })} openDelay={400}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size={compact ? ICON_TARGET_PX : 'md'}
            onClick={() => onSubAccounts(account)}
            aria-label={t('tree.subAccounts', { number: account.number })}
          >
            <IconSitemap size={17} />
          </ActionIcon>
        </Tooltip>
        {canWrite && (
          <Tooltip label={t('tree.edit', { number: account.number })} openDelay={400}>
            <ActionIcon
              variant="subtle"
              color="gray"
              size={compact ? ICON_TARGET_PX : 'md'}
              onClick={() => onEdit(account)}
              aria-label={t('tree.edit', { number: account.number })}
            >
              <IconPencil size={17} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
    </Group>
  );
}

/** The chart's rows, only those near the viewport drawn: 1,500 accounts open at once scroll smoothly. */
export function ChartTreeView({
  rows,
  query,
  onToggle,
  onEdit,
  onSubAccounts,
}: {
  rows: ChartRow[];
  query: string;
  onToggle: (key: string) => void;
  onEdit: (account: CompanyAccount) => void;
  onSubAccounts: (account: CompanyAccount) => void;
}) {
  const { t } = useTranslation('chartOfAccounts');
  const compact = useMediaQuery('(max-width: 48em)') ?? false;
  const { listRef, virtualizer, items, totalSize } = useWindowRows<HTMLUListElement>({
    count: rows.length,
    rowHeight: ROW_HEIGHT,
  });
  return (
    <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
      <ul
        ref={listRef}
        aria-label={t('tree.label')}
        style={{ height: totalSize, position: 'relative', listStyle: 'none', margin: 0, padding: 0 }}
      >
        {items.map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          return (
            <li
              key={row.key}
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                right: 0,
                height: item.size,
                transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)`,
              }}
            >
              {row.kind === 'class' ? (
                <ClassRow row={row} onToggle={() => onToggle(row.key)} />
              ) : (
                <AccountRow
                  row={row}
                  query={query}
                  onToggle={() => onToggle(row.key)}
                  onEdit={onEdit}
                  onSubAccounts={onSubAccounts}
                  compact={compact}
                />
              )}
            </li>
          );
        })}
      </ul>
    </Paper>
  );
}
