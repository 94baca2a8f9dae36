import { type ComponentProps, lazy, Suspense } from 'react';
import { withWords } from '../../../lib/i18n.ts';

// The panel (its tables, suggestions, the confirm dialog and the invoices' money helpers) shows only
// once an account is chosen: loaded then, with its words, not with the general ledger's first paint.
const Panel = lazy(() =>
  withWords(import('./open-items-matching.tsx'), ['matching']).then((m) => ({
    default: m.OpenItemsMatching,
  })),
);

/** The open items and matching panel, drawn once its module has arrived (docs/decisions/0007-slow-networks.md). */
export function OpenItemsMatching(props: ComponentProps<typeof Panel>) {
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}
