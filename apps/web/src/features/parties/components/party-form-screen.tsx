import type { PartyRole } from '@bilan/contract';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { LoadingRows } from '../../../components/ui/loading-rows.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PARTY_ROLES_CONFIG, partyPath } from '../../../lib/party-role.ts';
import { useCan } from '../../../lib/permissions.ts';
import { useStoredValue } from '../../../lib/storage.ts';
import { useCompany } from '../../shell/api/get-company.ts';
import { useParty } from '../api/get-party.ts';
import { PartyForm } from './party-form.tsx';

/** /apps/company/customer/new and /apps/company/customer/:partyId/edit (the same for suppliers). */
export function PartyFormScreen({ partyRole: role }: { partyRole: PartyRole }) {
  const { t } = useTranslation('parties');
  const { partyId = null } = useParams();
  const navigate = useNavigate();
  const companyId = useStoredValue('companyId');
  const workFolderId = useStoredValue('workFolderId');
  const company = useCompany(companyId);
  const party = useParty(companyId, role, partyId, workFolderId);
  const editing = partyId !== null;
  const canWrite = useCan('parties.write');
  const ready = company.data && companyId && (!editing || party.data);
  const back = () => navigate(partyId ? partyPath(role, partyId) : PARTY_ROLES_CONFIG[role].basePath);
  // Without parties.write the form has nothing to save: the user reads the party or the list instead.
  if (!canWrite) {
    return <Navigate replace to={partyId ? partyPath(role, partyId) : PARTY_ROLES_CONFIG[role].basePath} />;
  }

  return (
    <>
      <PageHeader title={editing ? t(`${role}.editTitle`, { name: party.data?.name ?? '…' }) : t(`${role}.newTitle`)} />
      {(company.isError || party.isError) && <Alert color="red">{t('detail.notFound')}</Alert>}
      {!ready && !company.isError && !party.isError && <LoadingRows count={8} height={40} />}
      {ready && (
        <PartyForm
          key={party.data?.id ?? 'new'}
          companyId={companyId}
          partyRole={role}
          party={party.data ?? null}
          defaultCountryCode={company.data.countryCode}
          onSaved={(saved) => navigate(partyPath(role, saved.id), { replace: true })}
          onCancel={back}
        />
      )}
    </>
  );
}
