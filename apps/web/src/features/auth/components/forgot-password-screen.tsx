import { isEmail } from '@bilan/contract';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { IconAt, IconMailCheck } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { fillWords, useCommonWords } from '../../../lib/common-words.ts';
import { useLanguage } from '../../../lib/language.ts';
import { requestPasswordReset } from '../api/password-reset.ts';
import { useAuthWords } from '../auth-words.ts';
import { AuthCard } from './auth-card.tsx';

/**
 * "Forgot your password?": asks for the email and says the same thing whatever the answer, as the
 * API does (docs/decisions/0028-mail-outbox.md): no one learns here whether an email has an account.
 */
export function ForgotPasswordScreen({ onBack }: { onBack: () => void }) {
  const { forgot } = useAuthWords();
  const { validation } = useCommonWords();
  const language = useLanguage();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const trimmed = email.trim().toLowerCase();
  const error = trimmed === '' ? validation.EMAIL_REQUIRED : isEmail(trimmed) ? undefined : validation.EMAIL_INVALID;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    if (error || pending) return;
    setPending(true);
    try {
      await requestPasswordReset({ email: trimmed, language });
      setSentTo(trimmed);
    } catch (failure) {
      if (!(failure instanceof ApiError)) console.error(failure);
    } finally {
      setPending(false);
    }
  }

  return (
    <AuthCard title={forgot.title} text={forgot.text}>
      <form onSubmit={onSubmit} noValidate aria-label={forgot.title}>
        <Stack gap="md">
          {sentTo !== null && (
            <Alert color="teal" variant="light" icon={<IconMailCheck size={18} />} role="status">
              {fillWords(forgot.sent, { email: sentTo })}
            </Alert>
          )}
          <TextInput
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            onBlur={() => setTouched(true)}
            type="email"
            autoComplete="username"
            label={forgot.email}
            leftSection={<IconAt size={16} />}
            withAsterisk
            size="md"
            error={touched ? error : undefined}
          />
          <Button type="submit" size="md" fullWidth loading={pending}>
            {forgot.submit}
          </Button>
          <Anchor component="button" type="button" size="sm" onClick={onBack}>
            {forgot.back}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
