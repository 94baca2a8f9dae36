import type { Party, PartyRole, SavePartyBody } from '@bilan/contract';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors } from '../../../lib/server-fields.ts';
import { useStoredValue } from '../../../lib/storage.ts';
import { useSaveParty } from '../api/save-party.ts';
import { partyErrorText } from './party-form.tsx';

/** Where the party's sub-account goes: the control account a journal-entry line names (PCG 4041…). */
export interface QuickPartyAccount {
  id: string;
  number: string;
}

/** A new party with only its name: the rest as the API defaults it (a company, paid on receipt, active). */
function quickPartyBody(name: string, account: QuickPartyAccount | undefined): SavePartyBody {
  return {
    name: name.trim(),
    kind: 'COMPANY',
    paymentTermsDays: 0,
    active: true,
    withholdingAgent: false,
    subjectToPrecompte: false,
    controlAccountId: account?.id ?? null,
  };
}

interface QuickPartyProps {
  role: PartyRole;
  name: string;
  account?: QuickPartyAccount | undefined;
  onCreated: (party: Party) => void;
  onClose: () => void;
}

/** The dialog's body, drawn anew at each opening: the name starts from what was typed. */
function QuickPartyForm({ role, name: typedName, account, onCreated, onClose }: QuickPartyProps) {
  const { t } = useTranslation('parties');
  const { t: tCommon } = useTranslation();
  const saveParty = useSaveParty(useStoredValue('companyId') ?? '', role);
  const [name, setName] = useState(typedName.trim());
  const [error, setError] = useState<string | undefined>();

  const create = async () => {
    if (name.trim() === '') return setError(partyErrorText(t, tCommon, 'NAME_REQUIRED'));
    try {
      const party = await saveParty.mutateAsync({ id: null, body: quickPartyBody(name, account) });
      onCreated(party);
    } catch (caught) {
      const [first] = serverFieldErrors(caught);
      if (first) setError(partyErrorText(t, tCommon, first.code));
    }
  };

  return (
    <Stack gap="md">
      <TextInput
        label={t('form.name')}
        value={name}
        onChange={(event) => {
          setName(event.currentTarget.value);
          setError(undefined);
        }}
        error={error}
        onKeyDown={(event) => {
          // Enter creates, as in a form; the modal is not one, it sits inside the editor's form.
          if (event.key !== 'Enter') return;
          event.preventDefault();
          event.stopPropagation();
          void create();
        }}
        withAsterisk
        data-autofocus
      />
      {account && <Text size="sm">{t('picker.quickUnder', { number: account.number })}</Text>}
      <Text size="xs" c="dimmed">
        {t('picker.quickHint')}
      </Text>
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onClose} disabled={saveParty.isPending}>
          {tCommon('actions.cancel')}
        </Button>
        <Button onClick={() => void create()} loading={saveParty.isPending}>
          {t(`${role}.create`)}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Creates a customer or supplier from the field that needs it (issue #34: the party field of a first
 * invoice had no way out but leaving the invoice): the name typed, under the account of the line if one is
 * given; the rest of the party waits for its page. Kept mounted between openings (lazy-quick-party-modal.tsx),
 * so that Mantine gives the focus back to the field on closing.
 */
export function QuickPartyModal({ opened, ...props }: QuickPartyProps & { opened: boolean }) {
  const { t } = useTranslation('parties');
  const { t: tCommon } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={props.onClose}
      title={t(`picker.quickTitle_${props.role}`)}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': tCommon('actions.close') }}
    >
      <QuickPartyForm {...props} />
    </Modal>
  );
}
