import type { AccountingDocument, Payment } from '@bilan/contract';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { journalEntryQueryKey } from '../../journal-entries/api/get-journal-entry.ts';
import { journalEntriesQueryKey } from '../../journal-entries/api/list-journal-entries.ts';
import { refreshAfterSave } from '../../journal-entries/api/refresh-after-save.ts';
import { paymentsQueryKey } from '../../payments/api/get-payments.ts';
import { refreshAfterPaymentSaved } from '../../payments/api/refresh-payment.ts';
import { invoice, WORK_FOLDER_ID } from '../sales-fixture.ts';
import { documentQueryKey } from './get-document.ts';
import { documentsQueryKey, NO_DOCUMENT_FILTER } from './get-documents.ts';
import { refreshAfterDocumentSaved } from './refresh-document.ts';

/** A list fetched once and then left (no screen shows it): only an explicit refetch calls it again. */
async function closedList(queryClient: QueryClient, queryKey: readonly unknown[]) {
  const fetchList = vi.fn(async () => ({ items: [] }));
  await queryClient.prefetchQuery({ queryKey, queryFn: fetchList });
  return fetchList;
}

describe('docs/seed-spec.md §7: after a save, the list of that type is fetched again at once', () => {
  it('for an invoice, even while no screen shows the list', async () => {
    const queryClient = new QueryClient();
    const fetchList = await closedList(
      queryClient,
      documentsQueryKey(WORK_FOLDER_ID, 'SALE_INVOICE', NO_DOCUMENT_FILTER, 50),
    );
    await refreshAfterDocumentSaved(queryClient, invoice());
    expect(fetchList).toHaveBeenCalledTimes(2);
  });

  it('for a journal entry', async () => {
    const queryClient = new QueryClient();
    const fetchList = await closedList(queryClient, journalEntriesQueryKey(WORK_FOLDER_ID, {}));
    const entry: AccountingDocument = { ...invoice(), type: 'JOURNAL_ENTRY' };
    await refreshAfterSave(queryClient, entry, { posted: false });
    expect(fetchList).toHaveBeenCalledTimes(2);
  });

  it('for a payment', async () => {
    const queryClient = new QueryClient();
    const fetchList = await closedList(
      queryClient,
      paymentsQueryKey(WORK_FOLDER_ID, 'RECEIPT', { state: null, partyId: null, accountingDocumentId: null }),
    );
    const payment = { workFolderId: WORK_FOLDER_ID, accountingDocumentId: invoice().id } as Payment;
    await refreshAfterPaymentSaved(queryClient, payment);
    expect(fetchList).toHaveBeenCalledTimes(2);
  });
});

describe('docs/seed-spec.md §7: after a save, the saved document is fetched again too', () => {
  it('for an invoice, even while no screen shows it', async () => {
    const queryClient = new QueryClient();
    const document = invoice();
    const fetchDocument = await closedList(queryClient, documentQueryKey(WORK_FOLDER_ID, document.id));
    await refreshAfterDocumentSaved(queryClient, document);
    expect(fetchDocument).toHaveBeenCalledTimes(2);
  });

  it('for a journal entry', async () => {
    const queryClient = new QueryClient();
    const entry: AccountingDocument = { ...invoice(), type: 'JOURNAL_ENTRY' };
    const fetchEntry = await closedList(queryClient, journalEntryQueryKey(WORK_FOLDER_ID, entry.id));
    await refreshAfterSave(queryClient, entry, { posted: false });
    expect(fetchEntry).toHaveBeenCalledTimes(2);
  });

  it("for a payment: the document it settles, and that document's list", async () => {
    const queryClient = new QueryClient();
    const settled = invoice();
    const fetchDocument = await closedList(queryClient, documentQueryKey(WORK_FOLDER_ID, settled.id));
    const fetchList = await closedList(
      queryClient,
      documentsQueryKey(WORK_FOLDER_ID, 'SALE_INVOICE', NO_DOCUMENT_FILTER, 50),
    );
    const payment = { workFolderId: WORK_FOLDER_ID, accountingDocumentId: settled.id } as Payment;
    await refreshAfterPaymentSaved(queryClient, payment);
    expect(fetchDocument).toHaveBeenCalledTimes(2);
    expect(fetchList).toHaveBeenCalledTimes(2);
  });
});
