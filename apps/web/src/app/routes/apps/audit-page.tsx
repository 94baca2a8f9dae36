import { AuditScreen } from '../../../features/audit/components/audit-screen.tsx';

export function AuditPage() {
  return <AuditScreen />;
}
