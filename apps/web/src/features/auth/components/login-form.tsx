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
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { safeReturnUrl, storeSession } from '../../../lib/session.ts';
import { readStored, removeStored } from '../../../lib/storage.ts';
import { validationMessage } from '../../../lib/validation-message.ts';
import { useLoginWithEmail } from '../api/login-with-email.ts';

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

export function LoginForm() {
  const { t } = useTranslation('auth');
  const { t: tCommon } = useTranslation('common');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const login = useLoginWithEmail();
  const { revealed, reveal } = usePasswordReveal();
  const [failed, setFailed] = useState(false);
  const { values, field, errorCode, isValid } = useLoginFields();
  const fieldError = (name: keyof LoginFormValues) => validationMessage(tCommon, errorCode(name));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isValid || login.isPending) return;
    setFailed(false);
    try {
      const session = await login.mutateAsync({
        email: values.email.trim().toLowerCase(),
        encodedPassword: encodePassword(values.password),
        companyId: readStored('companyId'),
        platform: LOGIN_PLATFORM,
      });
      storeSession(session);
      navigate(safeReturnUrl(searchParams.get('returnUrl')), { replace: true });
    } catch (error) {
      // Any answer of the server is a failed login for the user; a lost connection has its own toast.
      if (error instanceof ApiError && error.status > 0) setFailed(true);
      else if (!(error instanceof ApiError)) console.error(error);
    }
  }

  function subscribe() {
    removeStored('companyId');
    navigate('/apps/signup');
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('login.title')}>
      <Stack gap="md">
        {failed && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {t('login.badCredentials')}
          </Alert>
        )}
        <TextInput
          {...field('email')}
          type="email"
          autoComplete="username"
          label={t('login.email')}
          placeholder={t('login.emailPlaceholder')}
          leftSection={<IconAt size={16} />}
          withAsterisk
          size="md"
          error={fieldError('email')}
        />
        <TextInput
          {...field('password')}
          type={revealed ? 'text' : 'password'}
          autoComplete="current-password"
          label={t('login.password')}
          placeholder={t('login.passwordPlaceholder')}
          leftSection={<IconLock size={16} />}
          withAsterisk
          size="md"
          rightSectionPointerEvents="all"
          rightSection={
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={reveal}
              aria-label={t('login.revealPassword')}
              aria-pressed={revealed}
            >
              {revealed ? <IconEyeOff size={18} /> : <IconEye size={18} />}
            </ActionIcon>
          }
          error={fieldError('password')}
        />
        <Button type="submit" size="md" fullWidth disabled={!isValid} loading={login.isPending}>
          {t('login.connect')}
        </Button>
        <Group justify="center" gap={6}>
          <Text size="sm" c="dimmed">
            {t('login.noAccount')}
          </Text>
          <Anchor component="button" type="button" size="sm" fw={600} onClick={subscribe}>
            {t('login.subscribe')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
