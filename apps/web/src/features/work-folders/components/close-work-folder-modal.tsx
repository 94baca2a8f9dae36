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
import { readStored, writeStored } from '../../../lib/storage.ts';
import { useCompanyMoney } from '../../shell/api/get-company.ts';
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
 * Closing, confirmed: the modal lists what will happen (no drafts, result to 131/139, folder locked,
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
  const closeWorkFolder = useCloseWorkFolder();
  const summary = useWorkFolderSummary(folder?.id ?? null);
  const [drafts, setDrafts] = useState<{ id: string; type: string }[]>([]);
  // The API's refusal when the list here did not know of the earlier open folder yet.
  const [refusedAsLater, setRefusedAsLater] = useState(false);
  const [outcome, setOutcome] = useState<{ value: ClosingOutcome; madeCurrent: boolean } | null>(null);
  const folderId = folder?.id;
  const { reset } = closeWorkFolder;
  useEffect(() => {
    setDrafts([]);
    setRefusedAsLater(false);
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
    }
  };

  const draftCount = summary.data?.draftDocuments;
  const steps = [
    { icon: <IconFileText size={16} />, text: t('close.drafts'), color: 'orange' },
    { icon: <IconScale size={16} />, text: t('close.result'), color: 'bilan' },
    { icon: <IconLock size={16} />, text: t('close.locked'), color: 'gray' },
    { icon: <IconFolderPlus size={16} />, text: t('close.next'), color: 'blue' },
  ];

  return (
    <Modal
      opened={folder !== null}
      onClose={onClose}
      title={folder ? t('close.title', { name: folder.name }) : ''}
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
          {draftCount !== undefined && drafts.length === 0 && (
            <Text size="sm" c={draftCount > 0 ? 'orange.8' : 'dimmed'} fw={draftCount > 0 ? 600 : 400}>
              {draftCount > 0 ? t('close.draftsNow', { count: draftCount }) : t('close.noDraftsNow')}
            </Text>
          )}
          {drafts.length > 0 && folder && (
            <Alert
              color="orange"
              variant="light"
              icon={<IconAlertTriangle size={18} />}
              title={t('close.blockedTitle')}
            >
              <Text size="sm" mb={6}>
                {t('close.blockedText')}
              </Text>
              <List size="sm" spacing={4}>
                {drafts.map((draft, index) => (
                  <List.Item key={draft.id}>
                    {draft.type === 'JOURNAL_ENTRY' ? (
                      <Anchor
                        component={Link}
                        to={`/accounting/entries/${encodeURIComponent(draft.id)}?workFolder=${encodeURIComponent(folder.id)}`}
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
          )}
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
            <Button variant="default" onClick={onClose} disabled={closeWorkFolder.isPending}>
              {tCommon('actions.cancel')}
            </Button>
            <Button
              color="red"
              leftSection={<IconLock size={16} />}
              onClick={confirm}
              loading={closeWorkFolder.isPending}
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
