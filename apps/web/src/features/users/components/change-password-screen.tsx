import { Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { showToast } from '../../../lib/toast.tsx';
import { ChangePasswordForm } from '../../auth/public.ts';

/** /user/password: the logged-in user changes their password, with the live checklist of signup. */
export function ChangePasswordScreen() {
  const { t } = useTranslation('users');
  const { t: tAuth } = useTranslation('auth');
  const { t: tCommon } = useTranslation();
  return (
    <>
      <PageHeader title={tCommon('areas.password')} description={t('password.description')} />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={720}>
        <ChangePasswordForm
          onChanged={() => showToast({ type: 'success', message: tAuth('changePassword.changed') })}
        />
      </Paper>
    </>
  );
}
