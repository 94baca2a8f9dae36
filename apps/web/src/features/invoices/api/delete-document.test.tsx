import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { jsonResponse, setTestCookie, signInAs, stubFetch } from '../../../test/render.tsx';
import { useDeleteJournalEntry } from '../../journal-entries/api/delete-journal-entry.ts';
import { useJournalEntry } from '../../journal-entries/api/get-journal-entry.ts';
import { invoice } from '../sales-fixture.ts';
import { useDeleteDocument } from './delete-document.ts';
import { useDocument } from './get-document.ts';

describe('deleting a draft', () => {
  it.each([
    [
      'an invoice',
      () => ({ useDetail: useDocument, useDelete: (folder: string) => useDeleteDocument(folder, 'SALE_INVOICE') }),
    ],
    ['a journal entry', () => ({ useDetail: useJournalEntry, useDelete: useDeleteJournalEntry })],
  ])('does not fetch %s again while its page is still shown (no NOT_FOUND toast)', async (_kind, hooks) => {
    const { useDetail, useDelete } = hooks();
    signInAs();
    setTestCookie('XSRF-TOKEN', 'xsrf-1');
    const draft = invoice({ state: 'DRAFT', number: null });
    const path = `/v1/accountings/documents/${draft.id}/workFolders/${draft.workFolderId}`;
    let deleted = false;
    const calls = stubFetch({
      [`GET ${path}`]: () =>
        deleted
          ? jsonResponse({ code: 'NOT_FOUND', message: 'Not found.', frMessage: 'Introuvable.' }, 404)
          : jsonResponse(draft),
      [`DELETE ${path}`]: () => {
        deleted = true;
        return new Response(null, { status: 204 });
      },
    });
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { retry: false, refetchOnWindowFocus: false } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AppProviders queryClient={queryClient} env="test">
        {children}
      </AppProviders>
    );
    const { result } = renderHook(
      () => ({
        document: useDetail(draft.workFolderId, draft.id),
        remove: useDelete(draft.workFolderId),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.document.data?.id).toBe(draft.id));
    await act(() => result.current.remove.mutateAsync(draft.id));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(calls.filter((call) => call.method === 'GET' && call.url.endsWith(path))).toHaveLength(1);
    expect(result.current.document.isError).toBe(false);
  });
});
