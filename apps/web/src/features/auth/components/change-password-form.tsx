import { encodePassword, isStrongPassword } from '@bilan/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, PasswordInput, SimpleGrid, Stack } from '@mantine/core';
import { type Control, Controller, type ControllerFieldState, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { serverErrorCode, serverFieldErrors } from '../../../lib/server-fields.ts';
import { validationMessage } from '../../../lib/validation-message.ts';
import { PasswordChecklist } from '../../signup/public.ts';
import { useChangePassword } from '../api/change-password.ts';

const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, { error: 'CURRENT_PASSWORD_REQUIRED' }).max(256),
    newPassword: z.string().min(1, { error: 'NEW_PASSWORD_REQUIRED' }).max(256),
    confirmPassword: z.string().min(1, { error: 'PASSWORD_CONFIRMATION_REQUIRED' }).max(256),
  })
  .superRefine((form, context) => {
    if (form.newPassword && !isStrongPassword(form.newPassword)) {
      context.addIssue({ code: 'custom', path: ['newPassword'], message: 'PASSWORD_TOO_WEAK' });
    } else if (form.newPassword && form.newPassword === form.currentPassword) {
      context.addIssue({ code: 'custom', path: ['newPassword'], message: 'NEW_PASSWORD_MUST_DIFFER' });
    }
    if (form.confirmPassword && form.confirmPassword !== form.newPassword) {
      context.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'PASSWORD_CONFIRMATION_MISMATCH' });
    }
  });
type ChangePasswordFormValues = z.infer<typeof changePasswordFormSchema>;
type FieldName = keyof ChangePasswordFormValues;

const EMPTY: ChangePasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };
const FIELD_OF_SERVER_PATH: Record<string, FieldName> = {
  currentEncodedPassword: 'currentPassword',
  newEncodedPassword: 'newPassword',
};
/** Rules of this form only; every other code reads as the common validation messages. */
const OWN_CODES = [
  'CURRENT_PASSWORD_REQUIRED',
  'CURRENT_PASSWORD_INCORRECT',
  'NEW_PASSWORD_REQUIRED',
  'NEW_PASSWORD_MUST_DIFFER',
] as const;
type OwnCode = (typeof OWN_CODES)[number];
const isOwnCode = (code: string | undefined): code is OwnCode =>
  (OWN_CODES as readonly (string | undefined)[]).includes(code);

/** Watches the new password alone, so that typing it re-renders the checklist, not the whole form. */
function LiveChecklist({ control }: { control: Control<ChangePasswordFormValues> }) {
  return <PasswordChecklist password={useWatch({ control, name: 'newPassword' })} />;
}

/**
 * The current password, the new one with the live checklist of signup (docs/seed-spec.md §5) and its
 * confirmation. After an invitation the current password is the one-time password.
 */
export function ChangePasswordForm({
  oneTimePassword = false,
  onChanged,
}: {
  oneTimePassword?: boolean;
  onChanged: () => void;
}) {
  const { t } = useTranslation('auth');
  const { t: tCommon } = useTranslation();
  const changePassword = useChangePassword();
  const form = useForm<ChangePasswordFormValues>({
    resolver: zodResolver(changePasswordFormSchema),
    mode: 'all',
    defaultValues: EMPTY,
  });
  const { isSubmitted, isSubmitting } = form.formState;
  const errorOf = (fieldState: ControllerFieldState) => {
    // Read the error first, always: react-hook-form subscribes a field to its errors on first read.
    const code = fieldState.error?.message;
    if (!(fieldState.isTouched || isSubmitted)) return undefined;
    return isOwnCode(code) ? t(`changePassword.errors.${code}`) : validationMessage(tCommon, code);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await changePassword.mutateAsync({
        currentEncodedPassword: encodePassword(values.currentPassword),
        newEncodedPassword: encodePassword(values.newPassword),
      });
      form.reset(EMPTY);
      onChanged();
    } catch (error) {
      if (serverErrorCode(error) === 'CURRENT_PASSWORD_INCORRECT') {
        form.setError(
          'currentPassword',
          { type: 'server', message: 'CURRENT_PASSWORD_INCORRECT' },
          { shouldFocus: true },
        );
      }
      for (const field of serverFieldErrors(error)) {
        const name = FIELD_OF_SERVER_PATH[field.path.split('.').pop() ?? ''];
        if (name) form.setError(name, { type: 'server', message: field.code }, { shouldFocus: true });
      }
    }
  });

  const passwordField = (name: FieldName, label: string, autoComplete: string) => (
    <Controller
      control={form.control}
      name={name}
      rules={name === 'newPassword' ? { deps: ['confirmPassword'] } : {}}
      render={({ field, fieldState }) => (
        <PasswordInput {...field} label={label} autoComplete={autoComplete} withAsterisk error={errorOf(fieldState)} />
      )}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('changePassword.title')}>
      <Stack gap="md">
        {passwordField(
          'currentPassword',
          oneTimePassword ? t('changePassword.oneTimePassword') : t('changePassword.currentPassword'),
          'current-password',
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          {passwordField('newPassword', t('changePassword.newPassword'), 'new-password')}
          {passwordField('confirmPassword', t('changePassword.confirmPassword'), 'new-password')}
        </SimpleGrid>
        <LiveChecklist control={form.control} />
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting} w={{ base: '100%', sm: 'auto' }}>
            {t('changePassword.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
