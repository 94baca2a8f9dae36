import type { AccountHit, DocumentHit, PartyHit } from '@bilan/contract';
import { Badge, Group, Highlight, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconBook2,
  IconBuildingStore,
  IconFileInvoice,
  IconNotebook,
  IconReceiptRefund,
  IconTruckDelivery,
  IconUser,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../../lib/format.ts';
import { foldedMatches } from '../../../lib/search-text.ts';
import { DocumentStateBadge, useMoney } from '../../invoices/public.ts';
import type { SearchTarget } from '../search-targets.ts';

/** One result as a line: an icon, what it is (the searched text highlighted), and a detail line. */
export function SearchHit({ target, query }: { target: SearchTarget; query: string }) {
  if (target.kind === 'document') return <DocumentLine hit={target.hit} query={query} />;
  if (target.kind === 'party') return <PartyLine hit={target.hit} query={query} />;
  return <AccountLine hit={target.hit} query={query} />;
}

function HitLayout({
  icon,
  title,
  detail,
  aside,
}: {
  icon: ReactNode;
  title: ReactNode;
  detail: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <Group gap="sm" wrap="nowrap" justify="space-between" w="100%">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <ThemeIcon variant="light" color="gray" size="lg" radius="md" style={{ flexShrink: 0 }}>
          {icon}
        </ThemeIcon>
        <Stack gap={0} miw={0}>
          {title}
          <Text size="xs" c="dimmed" truncate="end" component="div">
            {detail}
          </Text>
        </Stack>
      </Group>
      {aside && (
        <Stack gap={0} align="flex-end" style={{ flexShrink: 0 }}>
          {aside}
        </Stack>
      )}
    </Group>
  );
}

function Marked({ text, query, strong = false }: { text: string; query: string; strong?: boolean }) {
  return (
    <Highlight span inherit highlight={foldedMatches(text, query)} fw={strong ? 600 : undefined}>
      {text}
    </Highlight>
  );
}

/** Details joined by a middle dot (absent ones left out), each highlighted where it holds the searched text. */
function Details({ parts, query }: { parts: Record<string, string | null | undefined>; query: string }) {
  const present = Object.entries(parts).filter((entry): entry is [string, string] => Boolean(entry[1]));
  return present.map(([name, part], index) => (
    <span key={name}>
      {index > 0 && ' · '}
      <Marked text={part} query={query} />
    </span>
  ));
}

const DOCUMENT_ICONS = {
  JOURNAL_ENTRY: IconNotebook,
  SALE_INVOICE: IconFileInvoice,
  SALE_CREDIT_NOTE: IconReceiptRefund,
  PURCHASE_INVOICE: IconTruckDelivery,
  PURCHASE_CREDIT_NOTE: IconReceiptRefund,
} as const;

function DocumentLine({ hit, query }: { hit: DocumentHit; query: string }) {
  const { t, i18n } = useTranslation('search');
  const { t: tInvoices } = useTranslation('invoices');
  const money = useMoney();
  const Icon = DOCUMENT_ICONS[hit.type];
  return (
    <HitLayout
      icon={<Icon size={20} stroke={1.6} />}
      title={
        <Group gap={6} wrap="nowrap" miw={0}>
          <Text size="sm" fw={600} fs={hit.number ? undefined : 'italic'} style={{ whiteSpace: 'nowrap' }}>
            {hit.number ? <Marked text={hit.number} query={query} /> : t('draft')}
          </Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }} visibleFrom="sm">
            {tInvoices(`types.${hit.type}`)}
          </Text>
          {hit.state !== 'VALIDATED' && <DocumentStateBadge state={hit.state} />}
        </Group>
      }
      detail={<Details parts={{ party: hit.party?.name, reference: hit.reference, label: hit.label }} query={query} />}
      aside={
        <>
          <Text size="sm" fw={500} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
            {money.format(hit.amount)}
          </Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {formatCalendarDate(hit.date, i18n.resolvedLanguage ?? 'en')}
          </Text>
        </>
      }
    />
  );
}

function PartyLine({ hit, query }: { hit: PartyHit; query: string }) {
  const { t } = useTranslation('search');
  const Icon = hit.role === 'CUSTOMER' ? IconUser : IconBuildingStore;
  return (
    <HitLayout
      icon={<Icon size={20} stroke={1.6} />}
      title={
        <Text size="sm" lineClamp={2}>
          <Marked text={hit.name} query={query} strong />
        </Text>
      }
      detail={<Details parts={{ code: hit.code, phone: hit.phone, city: hit.city }} query={query} />}
      aside={
        <Group gap={4} wrap="nowrap">
          {!hit.active && (
            <Badge size="sm" variant="outline" color="gray">
              {t('inactive')}
            </Badge>
          )}
          <Badge size="sm" variant="light" color={hit.role === 'CUSTOMER' ? 'blue' : 'grape'} visibleFrom="sm">
            {t(`roles.${hit.role}`)}
          </Badge>
        </Group>
      }
    />
  );
}

function AccountLine({ hit, query }: { hit: AccountHit; query: string }) {
  const { t } = useTranslation('search');
  return (
    <HitLayout
      icon={<IconBook2 size={20} stroke={1.6} />}
      title={
        <Text size="sm" truncate="end">
          <Marked text={hit.number} query={query} strong /> <Marked text={hit.label} query={query} />
        </Text>
      }
      detail={[t('accountClass', { class: hit.class }), hit.active ? null : t('inactive')].filter(Boolean).join(' · ')}
    />
  );
}
