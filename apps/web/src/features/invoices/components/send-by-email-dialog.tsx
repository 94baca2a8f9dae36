import { isEmail, type Language, MAIL_RECIPIENTS_MAX, type MailDraft } from '@bilan/contract';
import { Button, Group, Loader, Modal, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/toast.tsx';
import { type MailTarget, useMailDraft, useSendMail } from '../api/document-mails.ts';

const splitAddresses = (text: string): string[] =>
  text
    .split(/[,;\s]+/)
    .map((address) => address.trim().toLowerCase())
    .filter(Boolean);

type MailError =
  | 'RECIPIENT_REQUIRED'
  | 'RECIPIENT_INVALID'
  | 'TOO_MANY_RECIPIENTS'
  | 'SUBJECT_REQUIRED'
  | 'SUBJECT_HAS_LINE_BREAK'
  | 'TEXT_REQUIRED';

/** A list of addresses' error code, or none; `required` for the To field. */
function recipientsError(addresses: string[], required: boolean): MailError | undefined {
  if (required && addresses.length === 0) return 'RECIPIENT_REQUIRED';
  if (addresses.length > MAIL_RECIPIENTS_MAX) return 'TOO_MANY_RECIPIENTS';
  return addresses.every(isEmail) ? undefined : 'RECIPIENT_INVALID';
}

interface MailFields {
  to: string;
  cc: string;
  subject: string;
  text: string;
}

const EMPTY: MailFields = { to: '', cc: '', subject: '', text: '' };

function fieldErrors(fields: MailFields): Record<keyof MailFields, MailError | undefined> {
  return {
    to: recipientsError(splitAddresses(fields.to), true),
    cc: recipientsError(splitAddresses(fields.cc), false),
    subject:
      fields.subject.trim() === ''
        ? 'SUBJECT_REQUIRED'
        : /[\r\n]/.test(fields.subject)
          ? 'SUBJECT_HAS_LINE_BREAK'
          : undefined,
    text: fields.text.trim() === '' ? 'TEXT_REQUIRED' : undefined,
  };
}

/** The editable mail: filled from each draft the API answers (a new language replaces subject and text). */
function useMailFields(draft: MailDraft | undefined) {
  const { t } = useTranslation('invoices');
  const [fields, setFields] = useState<MailFields>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  useEffect(() => {
    if (draft) {
      const { to, cc, subject, text } = draft;
      setFields((current) => ({ to: current.to || to.join(', '), cc: current.cc || cc.join(', '), subject, text }));
    }
  }, [draft]);
  const errors = fieldErrors(fields);
  return {
    fields,
    isValid: !Object.values(errors).some(Boolean),
    submit: () => setSubmitted(true),
    reset: () => {
      setFields(EMPTY);
      setSubmitted(false);
    },
    input: (name: keyof MailFields) => {
      const code = errors[name];
      return {
        value: fields[name],
        onChange: (event: { currentTarget: { value: string } }) => {
          const { value } = event.currentTarget;
          setFields((current) => ({ ...current, [name]: value }));
        },
        error: submitted && code ? t(`mail.errors.${code}`) : undefined,
      };
    },
  };
}

function LanguageChoice({ value, onChange }: { value: Language; onChange: (language: Language) => void }) {
  const { t } = useTranslation('invoices');
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id="mail-language">
        {t('mail.language')}
      </Text>
      <SegmentedControl
        aria-labelledby="mail-language"
        value={value}
        onChange={(next) => onChange(next as Language)}
        data={[
          { value: 'fr', label: 'Français' },
          { value: 'en', label: 'English' },
        ]}
      />
    </Stack>
  );
}

/**
 * "Send by email" for any mail target (an invoice, a credit note, a statement, a reminder letter): the
 * party's address, a subject and a text prefilled by the API in the party's language (else the
 * company's), or in the one the user switches to, all editable, the PDF attached by the API. Sent, the
 * mail waits in the outbox; the target's mail history shows when it went.
 */
export function SendByEmailDialog({
  opened,
  onClose,
  target,
  title,
}: {
  opened: boolean;
  onClose: () => void;
  target: MailTarget;
  title: string;
}) {
  const { t } = useTranslation('invoices');
  // Unset until the user switches: the API's draft says which language it chose.
  const [chosen, setChosen] = useState<Language | undefined>(undefined);
  const draft = useMailDraft(target, chosen, opened);
  const language = chosen ?? draft.data?.language ?? 'fr';
  const send = useSendMail(target);
  const mail = useMailFields(draft.data);
  const close = () => {
    mail.reset();
    setChosen(undefined);
    onClose();
  };
  async function submit() {
    mail.submit();
    if (!mail.isValid) return;
    const { to, cc, subject, text } = mail.fields;
    const body = { to: splitAddresses(to), cc: splitAddresses(cc), subject: subject.trim(), text, language };
    await send.mutateAsync(body).then(
      () => {
        showToast({ type: 'success', message: t('mail.queued') });
        close();
      },
      () => undefined,
    );
  }

  return (
    <Modal opened={opened} onClose={close} title={title} size="lg" centered>
      {draft.isPending && !draft.data ? (
        <Group justify="center" p="lg">
          <Loader size="sm" />
        </Group>
      ) : (
        <Stack gap="sm">
          <TextInput label={t('mail.to')} description={t('mail.recipientsHint')} withAsterisk {...mail.input('to')} />
          <TextInput label={t('mail.cc')} {...mail.input('cc')} />
          <LanguageChoice value={language} onChange={setChosen} />
          <TextInput label={t('mail.subject')} withAsterisk {...mail.input('subject')} />
          <Textarea label={t('mail.text')} rows={8} withAsterisk {...mail.input('text')} />
          {draft.data && (
            <Group gap={6}>
              <IconPaperclip size={16} aria-hidden />
              <Text size="sm" c="dimmed">
                {t('mail.attachment', { name: draft.data.attachmentName })}
              </Text>
            </Group>
          )}
          <Group justify="flex-end">
            <Button leftSection={<IconSend size={16} />} onClick={submit} loading={send.isPending}>
              {t('mail.submit')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
