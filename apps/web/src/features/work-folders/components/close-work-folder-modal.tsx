import { PCG_CLOSING_ACCOUNTS, SYSCOHADA_CLOSING_ACCOUNTS } from '@bilan/accounting';
import type { ClosingOutcome, WorkFolder } from '@bilan/contract';
import { Alert, Anchor, Button, Group, List, Modal, Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconFileText,
  IconFolderPlus,
  IconLock,
  IconScale,
} from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatAmountText, formatCalendarDate } from '../../../lib/format.ts';
import { serverErrorCode, serverFieldErrors } from '../../../lib/server-fields.ts';
import { readStored, useStoredValue, writeStored } from '../../../lib/storage.ts';
import { useLastShown } from '../../../lib/use-last-shown.ts';
import { useCompany, useCompanyMoney } from '../../shell/api/get-company.ts';
import { useCloseWorkFolder } from '../api/close-work-folder.ts';
import { useWorkFolderSummary } from '../api/get-work-folder-summary.ts';
import { draftsOf } from '../work-folder-period.ts';

function ClosingOutcomeView({ outcome, madeCurrent }: { outcome: ClosingOutcome; madeCurrent: boolean }) {
  const { t, i18n } = useTranslation('workFolders');
  const money = useCompanyMoney();
  const language = i18n.resolvedLanguage ?? 'en';
  const loss = outcome.result.startsWith('-');
  const result = formatAmountText(loss ? outcome.result.slice(1) : outcome.result, language, money.scale ?? 0, {
    currency: money.currency ?? undefined,
  });
  const figure = (label: string, value: string) => (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fw={700}>{value}</Text>
    </Paper>
  );
  return (
    <Stack gap="md" data-testid="closing-outcome">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon color="green" variant="light" size={40} radius="xl">
          <IconCircleCheck size={24} />
        </ThemeIcon>
        <Text fw={700}>{t('close.doneTitle', { name: outcome.closed.name })}</Text>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {figure(loss ? t('close.resultLoss') : t('close.resultProfit'), result)}
        {figure(
          t('close.nextFolder'),
          `${outcome.next.name} (${formatCalendarDate(outcome.next.startDate, language)})`,
        )}
        {figure(t('close.closingEntry'), outcome.closingEntryNumber ?? t('close.noEntry'))}
        {figure(t('close.openingEntry'), outcome.openingEntryNumber ?? t('close.noEntry'))}
      </SimpleGrid>
      {madeCurrent && (
        <Text size="sm" c="dimmed">
          {t('close.nextIsCurrent')}
        </Text>
      )}
    </Stack>
  );
}

/**
 * What closing does, in the accounts of the company's framework (packages/accounting/src/closing.ts): SYSCOHADA
 * closes classes 6-8 on 131 / 139 and opens the result on 1301 / 1309; the PCG closes classes 6-7 on 120 / 129.
 */
function useClosingSteps() {
  const { t, i18n } = useTranslation('workFolders');
  const framework = useCompany(useStoredValue('companyId')).data?.accountingFramework;
  const accounts = framework === 'PCG' ? PCG_CLOSING_ACCOUNTS : SYSCOHADA_CLOSING_ACCOUNTS;
  const classes = new Intl.ListFormat(i18n.resolvedLanguage ?? 'en', { type: 'conjunction' }).format([
    ...accounts.incomeStatementClasses,
  ]);
  const result = { classes, profit: accounts.profit.accountNumber, loss: accounts.loss.accountNumber };
  const awaiting = accounts.awaitingAppropriation;
  const next = awaiting
    ? t('close.next', { profit: awaiting.profit.accountNumber, loss: awaiting.loss.accountNumber })
    : t('close.nextOnResult', result);
  return [
    { icon: <IconFileText size={16} />, text: t('close.drafts'), color: 'orange' },
    { icon: <IconScale size={16} />, text: t('close.result', result), color: 'bilan' },
    { icon: <IconLock size={16} />, text: t('close.locked'), color: 'gray' },
    { icon: <IconFolderPlus size={16} />, text: next, color: 'blue' },
  ];
}

/** The steps of a closing, each with its icon. */
function ClosingStepsList({ steps }: { steps: ReturnType<typeof useClosingSteps> }) {
  const { t } = useTranslation('workFolders');
  return (
    <List spacing="sm" size="sm" center aria-label={t('close.intro')}>
      {steps.map((step) => (
        <List.Item
          key={step.text}
          icon={
            <ThemeIcon color={step.color} variant="light" size={26} radius="xl">
              {step.icon}
            </ThemeIcon>
          }
        >
          {step.text}
        </List.Item>
      ))}
    </List>
  );
}

/** How many drafts the folder holds now: a warning when some do, which keeps the closing from going through. */
function DraftCount({ count }: { count: number }) {
  const { t } = useTranslation('workFolders');
  if (count === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('close.noDraftsNow')}
      </Text>
    );
  // The words in the text colour, the warning in the icon: orange text on white stays under 4.5:1 (issue #34, axe).
  return (
    <Group gap={6} wrap="nowrap" data-testid="drafts-now">
      <IconAlertTriangle size={16} color="var(--mantine-color-orange-7)" aria-hidden="true" />
      <Text size="sm" fw={600}>
        {t('close.draftsNow', { count })}
      </Text>
    </Group>
  );
}

/** WORK_FOLDER_HAS_DRAFTS: the drafts to validate or delete first, an entry with a link to its editor. */
function BlockingDrafts({
  drafts,
  folderId,
  onClose,
}: {
  drafts: readonly { id: string; type: string }[];
  folderId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('workFolders');
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} title={t('close.blockedTitle')}>
      <Text size="sm" mb={6}>
        {t('close.blockedText')}
      </Text>
      <List size="sm" spacing={4}>
        {drafts.map((draft, index) => (
          <List.Item key={draft.id}>
            {draft.type === 'JOURNAL_ENTRY' ? (
              <Anchor
                component={Link}
                to={`/accounting/entries/${encodeURIComponent(draft.id)}?workFolder=${encodeURIComponent(folderId)}`}
                onClick={onClose}
              >
                {t('close.draftLink', { index: index + 1, type: draft.type })}
              </Anchor>
            ) : (
              t('close.draftLink', { index: index + 1, type: draft.type })
            )}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

type CurrencyRefusalCode = 'CLOSING_RATE_MISSING' | 'CURRENCY_REVALUATION_MISSING';

/**
 * The closing refused for foreign currencies: a closing rate to add (the rates screen), or the revaluation
 * to post first (the year-end step), each a link that closes the modal.
 */
function CurrencyRefusal({ code, onClose }: { code: CurrencyRefusalCode; onClose: () => void }) {
  const { t } = useTranslation('workFolders');
  const rates = code === 'CLOSING_RATE_MISSING';
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} data-testid="closing-currency-refusal">
      {t(rates ? 'close.closingRateMissing' : 'close.revaluationMissing')}{' '}
      <Anchor
        component={Link}
        to={rates ? '/apps/settings/exchange-rates' : '/accounting/year-end?step=CURRENCIES'}
        onClick={onClose}
        size="sm"
        c="dark"
        underline="always"
        fw={600}
      >
        {t(rates ? 'close.openRates' : 'close.openRevaluation')}
      </Anchor>
    </Alert>
  );
}

/** The closing of `folder` once confirmed, what it answered, and the refusals that name what to do first. */
function useClosing(folder: WorkFolder | null) {
  const closeWorkFolder = useCloseWorkFolder();
  const [drafts, setDrafts] = useState<{ id: string; type: string }[]>([]);
  // The API's refusal when the list here did not know of the earlier open folder yet.
  const [refusedAsLater, setRefusedAsLater] = useState(false);
  const [outcome, setOutcome] = useState<{ value: ClosingOutcome; madeCurrent: boolean } | null>(null);
  const [currencyRefusal, setCurrencyRefusal] = useState<CurrencyRefusalCode | null>(null);
  const folderId = folder?.id;
  const { reset } = closeWorkFolder;
  useEffect(() => {
    setDrafts([]);
    setRefusedAsLater(false);
    setCurrencyRefusal(null);
    setOutcome(null);
    if (folderId) reset();
  }, [folderId, reset]);

  const confirm = async () => {
    if (!folder) return;
    try {
      const value = await closeWorkFolder.mutateAsync(folder.id);
      // The closed folder is read-only now: the next one becomes current if the closed one was.
      const madeCurrent = readStored('workFolderId') === folder.id;
      if (madeCurrent) writeStored('workFolderId', value.next.id);
      setOutcome({ value, madeCurrent });
    } catch (error) {
      const code = serverErrorCode(error);
      if (code === 'WORK_FOLDER_HAS_DRAFTS') setDrafts(draftsOf(serverFieldErrors(error)));
      if (code === 'EARLIER_WORK_FOLDER_MUST_BE_CLOSED') setRefusedAsLater(true);
      if (code === 'CLOSING_RATE_MISSING' || code === 'CURRENCY_REVALUATION_MISSING') setCurrencyRefusal(code);
    }
  };
  return { drafts, refusedAsLater, currencyRefusal, outcome, confirm, pending: closeWorkFolder.isPending };
}

/**
 * Closing, confirmed: the modal lists what will happen (no drafts, the result to its accounts, folder locked,
 * next folder opened with AN entries) and, once done, what happened. WORK_FOLDER_HAS_DRAFTS lists the drafts.
 */
export function CloseWorkFolderModal({
  folder,
  earlierOpen = null,
  onClose,
}: {
  folder: WorkFolder | null;
  /** An open folder that ends before this one starts: years close in order, so that one goes first. */
  earlierOpen?: WorkFolder | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('workFolders');
  const { t: tCommon } = useTranslation();
  const summary = useWorkFolderSummary(folder?.id ?? null);
  const { drafts, refusedAsLater, currencyRefusal, outcome, confirm, pending } = useClosing(folder);
  const draftCount = summary.data?.draftDocuments;
  const steps = useClosingSteps();
  const titled = useLastShown(folder);

  return (
    <Modal
      opened={folder !== null}
      onClose={onClose}
      title={titled ? t('close.title', { name: titled.name }) : ''}
      centered
      size="lg"
      radius="lg"
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {outcome ? (
        <Stack gap="lg">
          <ClosingOutcomeView outcome={outcome.value} madeCurrent={outcome.madeCurrent} />
          <Group justify="flex-end">
            <Button onClick={onClose} data-autofocus>
              {t('close.done')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text size="sm">{t('close.intro')}</Text>
          <ClosingStepsList steps={steps} />
          {draftCount !== undefined && drafts.length === 0 && <DraftCount count={draftCount} />}
          {drafts.length > 0 && folder && <BlockingDrafts drafts={drafts} folderId={folder.id} onClose={onClose} />}
          {currencyRefusal && <CurrencyRefusal code={currencyRefusal} onClose={onClose} />}
          {(earlierOpen || refusedAsLater) && (
            <Alert
              color="orange"
              variant="light"
              icon={<IconAlertTriangle size={18} />}
              title={t('close.earlierOpenTitle')}
              data-testid="earlier-open"
            >
              {earlierOpen ? t('close.earlierOpenText', { name: earlierOpen.name }) : t('close.earlierOpenUnnamed')}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose} disabled={pending}>
              {tCommon('actions.cancel')}
            </Button>
            <Button
              color="red"
              leftSection={<IconLock size={16} />}
              onClick={confirm}
              loading={pending}
              disabled={earlierOpen !== null || refusedAsLater}
            >
              {t('close.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
