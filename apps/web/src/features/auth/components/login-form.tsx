import {
  encodePassword,
  LOGIN_PLATFORM,
  type LoginForm as LoginFormValues,
  loginFormErrors,
  PASSWORD_REVEAL_MS,
} from '@bilan/contract';
import { ActionIcon, Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconAt, IconEye, IconEyeOff, IconLock } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { useCommonWords } from '../../../lib/common-words.ts';
import { storeSession } from '../../../lib/session.ts';
import { readStored, removeStored } from '../../../lib/storage.ts';
import { validationKey } from '../../../lib/validation-message.ts';
import { loginWithEmail } from '../api/login-with-email.ts';
import { useAuthWords } from '../auth-words.ts';

/** docs/seed-spec.md §2: reveals the password for exactly PASSWORD_REVEAL_MS after each press of the eye button. */
function usePasswordReveal() {
  const [revealed, setRevealed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  function reveal() {
    clearTimeout(timer.current);
    setRevealed(true);
    timer.current = setTimeout(() => setRevealed(false), PASSWORD_REVEAL_MS);
  }
  return { revealed, reveal };
}

/**
 * The two fields, their errors and which were touched. Plain state rather than react-hook-form and a zod
 * resolver: the login page is the first download of a user on a slow network, and those two weigh more
 * than the form (docs/decisions/0007-slow-networks.md).
 */
function useLoginFields() {
  const [values, setValues] = useState<LoginFormValues>({ email: '', password: '' });
  const [touched, setTouched] = useState<ReadonlySet<keyof LoginFormValues>>(new Set());
  const errors = loginFormErrors(values);
  const field = (name: keyof LoginFormValues) => ({
    name,
    value: values[name],
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [name]: value }));
    },
    onBlur: () => setTouched((current) => new Set(current).add(name)),
  });
  // docs/seed-spec.md §2: an error shows once its field was touched.
  const errorCode = (name: keyof LoginFormValues) => (touched.has(name) ? errors[name] : undefined);
  return { values, field, errorCode, isValid: Object.keys(errors).length === 0 };
}

/** The password with its eye button (docs/seed-spec.md §2: shown for PASSWORD_REVEAL_MS). */
function PasswordField({
  field,
  error,
}: {
  field: ReturnType<ReturnType<typeof useLoginFields>['field']>;
  error: string | undefined;
}) {
  const { login } = useAuthWords();
  const { revealed, reveal } = usePasswordReveal();
  return (
    <TextInput
      {...field}
      type={revealed ? 'text' : 'password'}
      autoComplete="current-password"
      label={login.password}
      placeholder={login.passwordPlaceholder}
      leftSection={<IconLock size={16} />}
      withAsterisk
      size="md"
      rightSectionPointerEvents="all"
      rightSection={
        <ActionIcon
          variant="subtle"
          color="gray"
          onClick={reveal}
          aria-label={login.revealPassword}
          aria-pressed={revealed}
        >
          {revealed ? <IconEyeOff size={18} /> : <IconEye size={18} />}
        </ActionIcon>
      }
      error={error}
    />
  );
}

export interface LoginFormProps {
  /** After the session is stored: goes where the user was heading (the returnUrl parameter). */
  onLoggedIn: () => Promise<void> | void;
  /** The "Subscribe" link: goes to the signup page. */
  onSubscribe: () => void;
  /** The "Forgot your password?" link: goes to the page that mails a new-password link. */
  onForgotPassword: () => void;
}

export function LoginForm({ onLoggedIn, onSubscribe, onForgotPassword }: LoginFormProps) {
  const { login } = useAuthWords();
  const { validation } = useCommonWords();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const { values, field, errorCode, isValid } = useLoginFields();
  const fieldError = (name: keyof LoginFormValues) => {
    const code = errorCode(name);
    return code === undefined ? undefined : validation[validationKey(code)];
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isValid || pending) return;
    setFailed(false);
    setPending(true);
    try {
      const session = await loginWithEmail({
        email: values.email.trim().toLowerCase(),
        encodedPassword: encodePassword(values.password),
        companyId: readStored('companyId'),
        platform: LOGIN_PLATFORM,
      });
      storeSession(session);
      // Still pending while the app loads after a login from the entry (app/login-app.tsx).
      await onLoggedIn();
    } catch (error) {
      setPending(false);
      // Any answer of the server is a failed login for the user; a lost connection has its own toast.
      if (error instanceof ApiError && error.status > 0) setFailed(true);
      else if (!(error instanceof ApiError)) console.error(error);
    }
  }

  function subscribe() {
    removeStored('companyId');
    onSubscribe();
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={login.title}>
      <Stack gap="md">
        {failed && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {login.badCredentials}
          </Alert>
        )}
        <TextInput
          {...field('email')}
          type="email"
          autoComplete="username"
          label={login.email}
          placeholder={login.emailPlaceholder}
          leftSection={<IconAt size={16} />}
          withAsterisk
          size="md"
          error={fieldError('email')}
        />
        <PasswordField field={field('password')} error={fieldError('password')} />
        <Anchor component="button" type="button" size="sm" ta="right" onClick={onForgotPassword}>
          {login.forgotPassword}
        </Anchor>
        <Button type="submit" size="md" fullWidth disabled={!isValid} loading={pending}>
          {login.connect}
        </Button>
        <Group justify="center" gap={6}>
          <Text size="sm" c="dimmed">
            {login.noAccount}
          </Text>
          <Anchor component="button" type="button" size="sm" fw={600} onClick={subscribe}>
            {login.subscribe}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
