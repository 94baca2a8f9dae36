import { lazy, Suspense } from 'react';
import { withWords } from '../../../lib/i18n.ts';
import { useMyInvitations } from '../api/invitations.ts';

// The panel's code and its words arrive when an invitation is waiting, which is rare: the shell's
// first frame does without them (docs/decisions/0007-slow-networks.md).
const PendingInvitationsPanel = lazy(() =>
  withWords(import('./pending-invitations-panel.tsx'), ['users']).then((m) => ({ default: m.PendingInvitationsPanel })),
);

/**
 * The invitations waiting for the logged-in user's answer, above every page of the shell; nothing
 * when there are none. A company's membership begins only when its invitation is accepted here
 * (docs/decisions/0004-users-memberships-and-subsidiaries.md); an accepted company joins the
 * company switcher.
 */
export function PendingInvitations() {
  const items = useMyInvitations().data ?? [];
  if (items.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <PendingInvitationsPanel items={items} />
    </Suspense>
  );
}
