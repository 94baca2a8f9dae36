import type { CompanySettings, CompanySettingsBody, Journal } from '@bilan/contract';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDeviceFloppy, IconInfoCircle } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors } from '../../../lib/server-fields.ts';
import { useSaveSettings } from '../api/save-settings.ts';
import {
  type SettingsFormValues,
  settingsFieldOf,
  settingsFormResolver,
  settingsFormValuesOf,
} from '../settings-form.ts';
import { IdentitySection } from './identity-section.tsx';
import { type NumberingFolder, NumberingSection } from './numbering-section.tsx';
import { PostingAccountsSection } from './posting-accounts-section.tsx';
import { PreferencesSection } from './preferences-section.tsx';
import { settingsErrorText } from './settings-error-text.ts';
import { TaxOptionsSection } from './tax-options-section.tsx';
import { VatRatesSection } from './vat-rates-section.tsx';

export const SETTINGS_FORM_ID = 'company-settings';

/** The sticky bar under the form: the note that settings apply to new postings, and the save button. */
function SettingsSaveBar({ saving }: { saving: boolean }) {
  const { t } = useTranslation('settings');
  return (
    <Paper withBorder radius="lg" p="sm" mt="md" shadow="sm" pos="sticky" bottom={12} style={{ zIndex: 5 }}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        {/* On a phone the note sits above the form (see below), keeping this bar one button high. */}
        <Group gap="xs" wrap="nowrap" style={{ flex: '1 1 280px' }} visibleFrom="sm">
          <IconInfoCircle size={18} color="var(--mantine-color-blue-6)" style={{ flexShrink: 0 }} />
          <Text size="sm" c="dimmed">
            {t('newPostingsOnly')}
          </Text>
        </Group>
        <Button
          type="submit"
          loading={saving}
          leftSection={<IconDeviceFloppy size={18} />}
          style={{ flex: '1 0 auto' }}
          maw={{ sm: 'max-content' }}
        >
          {t('save')}
        </Button>
      </Group>
    </Paper>
  );
}

/**
 * Every setting in one form, saved at once (PUT replaces them all). Problems the API finds land on
 * their field; without settings.manage the same form is read-only and has no save button.
 */
export function SettingsForm({
  companyId,
  settings,
  journals,
  operators,
  folder,
  readOnly,
  countryCode,
}: {
  companyId: string;
  settings: CompanySettings;
  journals: readonly Journal[];
  operators: readonly string[];
  /** The current work folder: its year and counters give the next numbers. */
  folder: NumberingFolder;
  readOnly: boolean;
  /** The company's country: France shows SIREN, SIRET and VAT number, OHADA countries NIU and RCCM. */
  countryCode: string;
}) {
  const { t } = useTranslation('settings');
  const { t: tCommon } = useTranslation();
  const save = useSaveSettings(companyId);
  const form = useForm<SettingsFormValues, unknown, CompanySettingsBody>({
    resolver: settingsFormResolver,
    mode: 'onTouched',
    defaultValues: settingsFormValuesOf(settings, operators),
  });
  const errorText = (code: string | undefined) => settingsErrorText(t, tCommon, code);

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync(body);
      form.reset(settingsFormValuesOf(saved, operators));
    } catch (error) {
      let focus = true;
      for (const problem of serverFieldErrors(error)) {
        const name = settingsFieldOf(problem.path);
        if (!name) continue;
        form.setError(name, { type: 'server', message: problem.code }, { shouldFocus: focus });
        focus = false;
      }
    }
  });

  const sectionProps = { control: form.control, errorText, readOnly };
  return (
    <form id={SETTINGS_FORM_ID} onSubmit={onSubmit} noValidate aria-label={t('title')}>
      {!readOnly && (
        <Alert hiddenFrom="sm" color="blue" variant="light" icon={<IconInfoCircle size={18} />} mb="md">
          {t('newPostingsOnly')}
        </Alert>
      )}
      {/* A disabled fieldset makes every field read-only at once for those who may only read. */}
      <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="md">
          <IdentitySection {...sectionProps} french={countryCode === 'FR'} />
          <VatRatesSection {...sectionProps} />
          <TaxOptionsSection {...sectionProps} french={countryCode === 'FR'} />
          <PostingAccountsSection
            {...sectionProps}
            companyId={companyId}
            operators={operators}
            vatPrefixes={form.getValues('vatDeductibleRules').map((rule) => rule.prefix)}
          />
          <NumberingSection control={form.control} errorText={errorText} journals={journals} folder={folder} />
          <PreferencesSection {...sectionProps} syscohada={countryCode !== 'FR'} />
        </Stack>
      </fieldset>
      {!readOnly && <SettingsSaveBar saving={save.isPending} />}
    </form>
  );
}
