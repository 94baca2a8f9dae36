import { encodePassword, isStrongPassword } from '@bilan/contract';
import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { useCommonWords } from '../../../lib/common-words.ts';
import { resetPassword } from '../api/password-reset.ts';
import { type AuthWords, useAuthWords } from '../auth-words.ts';
import { AuthCard } from './auth-card.tsx';

type LinkError = keyof AuthWords['reset']['errors'];
const isLinkError = (code: string | null, errors: AuthWords['reset']['errors']): code is LinkError =>
  code !== null && Object.hasOwn(errors, code);

/** The two fields and their errors, shown once touched or submitted. */
function usePasswordFields() {
  const { validation } = useCommonWords();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [touched, setTouched] = useState(false);
  const passwordError =
    password === ''
      ? validation.PASSWORD_REQUIRED
      : isStrongPassword(password)
        ? undefined
        : validation.PASSWORD_TOO_WEAK;
  const confirmationError =
    confirmation === ''
      ? validation.PASSWORD_CONFIRMATION_REQUIRED
      : confirmation === password
        ? undefined
        : validation.PASSWORD_CONFIRMATION_MISMATCH;
  return {
    password,
    confirmation,
    setPassword,
    setConfirmation,
    touch: () => setTouched(true),
    errors: touched ? { password: passwordError, confirmation: confirmationError } : {},
    isValid: !passwordError && !confirmationError,
  };
}

/** After the form: the password set (sign in), or the link refused (ask for a new one). */
function ResetOutcome(props: {
  done: boolean;
  linkError: LinkError | null;
  hasToken: boolean;
  onSignIn: () => void;
  onAskAgain: () => void;
}) {
  const { reset } = useAuthWords();
  const { done, linkError } = props;
  return (
    <AuthCard title={reset.title} text={done ? reset.done : props.hasToken ? reset.text : reset.missingLink}>
      <Stack gap="md">
        {linkError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {reset.errors[linkError]}
          </Alert>
        )}
        {done && <IconCircleCheck size={32} color="var(--mantine-color-teal-6)" aria-hidden />}
        <Button size="md" fullWidth onClick={done ? props.onSignIn : props.onAskAgain}>
          {done ? reset.signIn : reset.askAgain}
        </Button>
      </Stack>
    </AuthCard>
  );
}

/**
 * The page a password mail's link opens (`/auth/reset-password?token=…`): a new password, then the
 * login page. A used, expired or unknown link says so and offers to ask for a new one.
 */
export function ResetPasswordScreen({
  token,
  onSignIn,
  onAskAgain,
}: {
  token: string | null;
  onSignIn: () => void;
  onAskAgain: () => void;
}) {
  const { reset, forgot } = useAuthWords();
  const fields = usePasswordFields();
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);
  const [linkError, setLinkError] = useState<LinkError | null>(token ? null : 'PASSWORD_LINK_INVALID');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    fields.touch();
    if (!fields.isValid || pending || !token) return;
    setPending(true);
    try {
      await resetPassword({ token, newEncodedPassword: encodePassword(fields.password) });
      setDone(true);
    } catch (error) {
      if (error instanceof ApiError && isLinkError(error.code, reset.errors)) setLinkError(error.code);
      else if (!(error instanceof ApiError)) console.error(error);
    } finally {
      setPending(false);
    }
  }

  if (done || linkError) {
    return (
      <ResetOutcome
        done={done}
        linkError={linkError}
        hasToken={Boolean(token)}
        onSignIn={onSignIn}
        onAskAgain={onAskAgain}
      />
    );
  }
  return (
    <AuthCard title={reset.title} text={reset.text}>
      <form onSubmit={onSubmit} noValidate aria-label={reset.title}>
        <Stack gap="md">
          <PasswordInput
            value={fields.password}
            onChange={(event) => fields.setPassword(event.currentTarget.value)}
            onBlur={fields.touch}
            label={reset.newPassword}
            autoComplete="new-password"
            withAsterisk
            size="md"
            error={fields.errors.password}
          />
          <Text size="xs" c="dimmed">
            {reset.rules}
          </Text>
          <PasswordInput
            value={fields.confirmation}
            onChange={(event) => fields.setConfirmation(event.currentTarget.value)}
            onBlur={fields.touch}
            label={reset.confirmPassword}
            autoComplete="new-password"
            withAsterisk
            size="md"
            error={fields.errors.confirmation}
          />
          <Button type="submit" size="md" fullWidth loading={pending}>
            {reset.submit}
          </Button>
          <Anchor component="button" type="button" size="sm" onClick={onSignIn}>
            {forgot.back}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
