import type { Party, PartyRole, SavePartyBody } from '@bilan/contract';
import { Button, Group, Stack } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useUnsavedWork } from '../../../components/ui/use-unsaved-work.tsx';
import { serverErrorCode, serverFieldErrors } from '../../../lib/server-fields.ts';
import { validationMessage } from '../../../lib/validation-message.ts';
import { useSaveParty } from '../api/save-party.ts';
import type partiesEn from '../parties.en.json';
import { PARTY_FIELD_NAMES, type PartyFormValues, partyFormResolver, partyFormValuesOf } from '../party-form-values.ts';
import {
  PartyAccountingSection,
  PartyContactSection,
  PartyIdentitySection,
  PartyTermsSection,
} from './party-form-sections.tsx';

type PartyErrorCode = keyof (typeof partiesEn)['errors'];

/** A rule code of the contract (EMAIL_INVALID…) in the user's language, worded for a customer or supplier. */
export function partyErrorText(
  t: TFunction<'parties'>,
  tCommon: TFunction<'common'>,
  code: string | undefined,
): string | undefined {
  if (code === undefined) return undefined;
  // The area's own words for the code when it has some (in English at least), else the common ones.
  return t(`errors.${code as PartyErrorCode}`, { defaultValue: validationMessage(tCommon, code) });
}

/** Creates a customer or supplier, or edits one: every field of the party, checked as the API checks them. */
export function PartyForm({
  companyId,
  partyRole: role,
  party,
  defaultCountryCode,
  onSaved,
  onCancel,
}: {
  companyId: string;
  partyRole: PartyRole;
  /** The party to edit; null to create one. */
  party: Party | null;
  defaultCountryCode: string;
  onSaved: (party: Party) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('parties');
  const { t: tCommon } = useTranslation();
  const saveParty = useSaveParty(companyId, role);
  const form = useForm<PartyFormValues, unknown, SavePartyBody>({
    resolver: partyFormResolver,
    mode: 'onTouched',
    defaultValues: partyFormValuesOf(party, defaultCountryCode),
  });
  const unsaved = useUnsavedWork(form, `party:${role}:${party?.id ?? 'new'}`);
  const errorText = (code: string | undefined) => partyErrorText(t, tCommon, code);
  const sectionProps = { control: form.control, errorText };

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const saved = await saveParty.mutateAsync({ id: party?.id ?? null, body });
      unsaved.saved(form.getValues());
      onSaved(saved);
    } catch (error) {
      for (const field of serverFieldErrors(error)) {
        const name = PARTY_FIELD_NAMES.find((candidate) => field.path.split('.').pop() === candidate);
        if (name) form.setError(name, { type: 'server', message: field.code }, { shouldFocus: true });
      }
      if (serverErrorCode(error) === 'PARTY_CODE_ALREADY_USED') {
        form.setError('code', { type: 'server', message: 'PARTY_CODE_ALREADY_USED' }, { shouldFocus: true });
      }
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={party ? t(`${role}.editTitle`, { name: party.name }) : t(`${role}.newTitle`)}
    >
      <Stack gap="md">
        {unsaved.banner}
        <PartyIdentitySection {...sectionProps} isNew={party === null} />
        <PartyContactSection {...sectionProps} />
        <PartyAccountingSection {...sectionProps} companyId={companyId} role={role} party={party} />
        <PartyTermsSection {...sectionProps} isNew={party === null} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            {tCommon('actions.cancel')}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {party ? t('form.save') : t(`${role}.create`)}
          </Button>
        </Group>
      </Stack>
      {unsaved.keepers}
    </form>
  );
}
