import { type InviteUserBody, type InviteUserResponse, inviteUserBodySchema } from '@bilan/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { Controller, type ControllerFieldState, type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useCan } from '../../../lib/permissions.ts';
import { serverErrorCode, serverFieldErrors } from '../../../lib/server-fields.ts';
import { isProfile, isRole, useGrantable } from '../access.ts';
import { useInviteUser } from '../api/invite-user.ts';
import { AccessFields } from './access-fields.tsx';
import { useAccessErrorText } from './use-access-error-text.ts';

type InviteFormInput = z.input<typeof inviteUserBodySchema>;
type TextField = 'email' | 'firstName' | 'lastName';

const EMPTY: InviteFormInput = { email: '', firstName: '', lastName: '', roles: [], profiles: [] };
const FIELDS: readonly (keyof InviteFormInput)[] = ['email', 'firstName', 'lastName', 'roles', 'profiles'];

type InviteForm = UseFormReturn<InviteFormInput, unknown, InviteUserBody>;

/** The invite form: blank on each opening; the API's refusals land on the fields they name. */
function useInviteUserForm(
  companyId: string,
  opened: boolean,
  onInvited: (answer: InviteUserResponse & { name: string }) => void,
) {
  const inviteUser = useInviteUser(companyId);
  const form: InviteForm = useForm<InviteFormInput, unknown, InviteUserBody>({
    resolver: zodResolver(inviteUserBodySchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const { reset } = form;
  const profiles = useWatch({ control: form.control, name: 'profiles' }) ?? [];
  useEffect(() => {
    if (opened) reset(EMPTY);
  }, [opened, reset]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      // The answer names no one (the API does not say whether the email had an account): the
      // dialog calls the person by the names typed here.
      const answer = await inviteUser.mutateAsync(values);
      onInvited({ ...answer, name: `${values.firstName} ${values.lastName}` });
    } catch (error) {
      const code = serverErrorCode(error);
      if (code === 'USER_ALREADY_MEMBER' || code === 'INVITATION_PENDING') {
        form.setError('email', { type: 'server', message: code }, { shouldFocus: true });
      }
      for (const field of serverFieldErrors(error)) {
        const name = FIELDS.find((candidate) => field.path.split('.').shift() === candidate);
        if (name) form.setError(name, { type: 'server', message: field.code }, { shouldFocus: true });
      }
    }
  });

  return { form, profiles, onSubmit };
}

function InviteTextInput({
  form,
  name,
  type,
  placeholder,
  autoFocus,
}: {
  form: InviteForm;
  name: TextField;
  type?: string;
  placeholder?: string;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('users');
  const errorText = useAccessErrorText();
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          {...field}
          type={type}
          label={t(`form.${name}`)}
          placeholder={placeholder}
          autoComplete="off"
          withAsterisk
          data-autofocus={autoFocus || undefined}
          error={errorText(fieldState.error?.message)}
        />
      )}
    />
  );
}

/** Invites someone: email, names, roles and the permissions those roles bring (adjustable). */
export function InviteUserModal({
  companyId,
  opened,
  onClose,
  onInvited,
}: {
  companyId: string;
  opened: boolean;
  onClose: () => void;
  onInvited: (answer: InviteUserResponse & { name: string }) => void;
}) {
  const { t } = useTranslation('users');
  const { t: tCommon } = useTranslation();
  const errorText = useAccessErrorText();
  const canGrantOwner = useCan('OWNER');
  const grantable = useGrantable();
  const { form, profiles, onSubmit } = useInviteUserForm(companyId, opened, onInvited);

  const shownError = (fieldState: ControllerFieldState) => errorText(fieldState.error?.message);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('form.inviteTitle')}
      centered
      size="lg"
      radius="lg"
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <InviteTextInput form={form} name="email" type="email" placeholder={t('form.emailPlaceholder')} autoFocus />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <InviteTextInput form={form} name="firstName" />
            <InviteTextInput form={form} name="lastName" />
          </SimpleGrid>
          <Controller
            control={form.control}
            name="roles"
            render={({ field, fieldState }) => (
              <AccessFields
                value={{ roles: field.value, profiles }}
                onChange={(access) => {
                  form.setValue('profiles', access.profiles.filter(isProfile));
                  field.onChange(access.roles.filter(isRole));
                }}
                canGrantOwner={canGrantOwner}
                grantable={grantable}
                rolesError={shownError(fieldState)}
              />
            )}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {tCommon('actions.cancel')}
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('form.sendInvitation')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
