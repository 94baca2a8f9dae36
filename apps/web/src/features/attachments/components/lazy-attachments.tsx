import { Box } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { withWords } from '../../../lib/i18n.ts';

/** The attachments panel, loaded with its words when a screen first shows it. */
const LazyAttachmentsPanel = lazy(() =>
  withWords(import('./attachments-panel.tsx'), ['attachments']).then((m) => ({
    default: m.AttachmentsPanel,
  })),
);

/** Under a saved document's or entry's screen: its files. Nothing for a new one (it has no id yet). */
export function DocumentAttachments({ documentId }: { documentId: string | null | undefined }) {
  if (!documentId) return null;
  return (
    <Suspense fallback={null}>
      <Box mt="lg">
        <LazyAttachmentsPanel owner={{ documentId }} />
      </Box>
    </Suspense>
  );
}

/** The files of one payment: the bank receipt, the remittance advice. */
export function PaymentAttachments({ paymentId }: { paymentId: string }) {
  return (
    <Suspense fallback={null}>
      <LazyAttachmentsPanel owner={{ paymentId }} />
    </Suspense>
  );
}
