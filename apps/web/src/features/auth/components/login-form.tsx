import {
  encodePassword,
  LOGIN_PLATFORM,
  type LoginForm as LoginFormValues,
  loginFormSchema,
  PASSWORD_REVEAL_MS,
} from '@bilan/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconAt, IconEye, IconEyeOff, IconLock } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Controller, type ControllerFieldState, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client.ts';
import { safeReturnUrl, storeSession } from '../../../lib/session.ts';
import { readStored, removeStored } from '../../../lib/storage.ts';
import { validationMessage } from '../../../lib/validation-message.ts';
import { useLoginWithEmail } from '../api/login-with-email.ts';

type LoginFormInput = z.input<typeof loginFormSchema>;

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

export function LoginForm() {
  const { t } = useTranslation('auth');
  const { t: tCommon } = useTranslation('common');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const login = useLoginWithEmail();
  const { revealed, reveal } = usePasswordReveal();
  const [failed, setFailed] = useState(false);
  const form = useForm<LoginFormInput, unknown, LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    mode: 'all',
    defaultValues: { email: '', password: '' },
  });
  const { isValid, isSubmitting } = form.formState;
  // docs/seed-spec.md §2: an error shows once its field was touched. The error is read first, always, because
  // react-hook-form subscribes a field to its errors on first read.
  const touchedError = (fieldState: ControllerFieldState) => {
    const code = fieldState.error?.message;
    return fieldState.isTouched ? validationMessage(tCommon, code) : undefined;
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFailed(false);
    try {
      const session = await login.mutateAsync({
        email: values.email,
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
  });

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
        <Controller
          control={form.control}
          name="email"
          render={({ field, fieldState }) => (
            <TextInput
              {...field}
              type="email"
              autoComplete="username"
              label={t('login.email')}
              placeholder={t('login.emailPlaceholder')}
              leftSection={<IconAt size={16} />}
              withAsterisk
              size="md"
              error={touchedError(fieldState)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="password"
          render={({ field, fieldState }) => (
            <TextInput
              {...field}
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
              error={touchedError(fieldState)}
            />
          )}
        />
        <Button type="submit" size="md" fullWidth disabled={!isValid} loading={isSubmitting}>
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
