import type { CompanyUser } from '@bilan/contract';
import { Alert, Button, Group, Modal, Stack, Switch, Text } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../lib/permissions.ts';
import { serverErrorCode } from '../../../lib/server-fields.ts';
import { useSessionUserId } from '../../../lib/session.ts';
import { isProfile, isRole, useGrantable } from '../access.ts';
import { isMemberRuleCode, type MemberRuleCode, useUpdateUser } from '../api/update-user.ts';
import { type Access, AccessFields } from './access-fields.tsx';
import { useAccessErrorText } from './use-access-error-text.ts';

/** The edit form's state: the member's access and active flag, the lock, and the save with the API's refusals. */
function useEditUserForm(companyId: string, member: CompanyUser | null, onClose: () => void) {
  const errorText = useAccessErrorText();
  const updateUser = useUpdateUser(companyId);
  const isOwner = useCan('OWNER');
  const grantable = useGrantable();
  const sessionUserId = useSessionUserId();
  const [access, setAccess] = useState<Access>({ roles: [], profiles: [] });
  const [active, setActive] = useState(true);
  const [refusal, setRefusal] = useState<MemberRuleCode | null>(null);
  const [rolesError, setRolesError] = useState<string | undefined>(undefined);

  useEffect(() => {
    if (!member) return;
    setAccess({ roles: member.roles, profiles: member.profiles });
    setActive(member.active);
    setRefusal(null);
    setRolesError(undefined);
  }, [member]);

  const name = member ? `${member.firstName} ${member.lastName}` : '';
  // Only an owner makes, unmakes or changes an owner, and nobody changes their own access (the API
  // refuses both with a 403: apps/api/src/modules/users/grant-rules.ts).
  const ownerOnly = Boolean(member?.roles.includes('OWNER')) && !isOwner;
  const ownAccess = member !== null && member.id === sessionUserId;
  const locked = ownerOnly || ownAccess;

  async function save() {
    if (!member) return;
    if (access.roles.length === 0) {
      setRolesError(errorText('ROLES_REQUIRED'));
      return;
    }
    setRefusal(null);
    try {
      await updateUser.mutateAsync({
        userId: member.id,
        body: { roles: access.roles.filter(isRole), profiles: access.profiles.filter(isProfile), active },
      });
      onClose();
    } catch (error) {
      const code = serverErrorCode(error);
      if (isMemberRuleCode(code)) setRefusal(code);
    }
  }

  return {
    errorText,
    updateUser,
    isOwner,
    grantable,
    access,
    setAccess,
    active,
    setActive,
    refusal,
    rolesError,
    setRolesError,
    ownAccess,
    locked,
    name,
    save,
  };
}

/** Changes a member's roles, permissions and active flag; the API's refusals are explained in the form. */
export function EditUserModal({
  companyId,
  member,
  onClose,
}: {
  companyId: string;
  member: CompanyUser | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('users');
  const { t: tCommon } = useTranslation();
  const edit = useEditUserForm(companyId, member, onClose);

  return (
    <Modal
      opened={member !== null}
      onClose={onClose}
      title={t('form.editTitle', { name: edit.name })}
      centered
      size="lg"
      radius="lg"
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {member && (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {member.email}
          </Text>
          {edit.locked && (
            <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />}>
              {edit.ownAccess ? t('form.ownAccessReadOnly') : t('form.onlyOwnersEditOwner')}
            </Alert>
          )}
          <AccessFields
            value={edit.access}
            onChange={(next) => {
              edit.setAccess(next);
              edit.setRolesError(undefined);
            }}
            canGrantOwner={edit.isOwner}
            grantable={edit.grantable}
            rolesError={edit.rolesError}
            disabled={edit.locked}
          />
          <Switch
            label={t('form.active')}
            description={t('form.activeHint')}
            checked={edit.active}
            onChange={(event) => edit.setActive(event.currentTarget.checked)}
            disabled={edit.locked}
          />
          {edit.refusal && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {edit.errorText(edit.refusal)}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {tCommon('actions.cancel')}
            </Button>
            <Button onClick={edit.save} loading={edit.updateUser.isPending} disabled={edit.locked}>
              {t('form.save')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
