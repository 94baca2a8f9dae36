import { type ComponentProps, lazy } from 'react';
import { LazyDialog } from '../../../components/ui/lazy-dialog.tsx';

// The dialog imports the party form's error texts (and with them the form, react-hook-form, Mantine's
// NumberInput and the phone helpers): loaded with the first "create" chosen, not with every picker.
const QuickPartyDialog = lazy(() =>
  import('./quick-party-modal.tsx').then((module) => ({ default: module.QuickPartyModal })),
);

/** The quick party dialog, fetched on its first opening (docs/decisions/0007-slow-networks.md). */
export function QuickPartyModal(props: ComponentProps<typeof QuickPartyDialog>) {
  return <LazyDialog dialog={QuickPartyDialog} props={props} />;
}
