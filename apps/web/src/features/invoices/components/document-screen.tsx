import { dayWithin } from '@bilan/accounting';
import type { AccountingDocument, CompactChart, InvoiceType, WorkFolder } from '@bilan/contract';
import { Alert, Anchor } from '@mantine/core';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { LoadingRows } from '../../../components/ui/loading-rows.tsx';
import { isPostableAccount, type PickableAccount } from '../../../lib/account-search.ts';
import { decimalForInput } from '../../../lib/decimal-input.ts';
import { DOCUMENT_KINDS } from '../../../lib/document-kinds.ts';
import { todayIsoDate } from '../../../lib/format.ts';
import { withWords } from '../../../lib/i18n.ts';
import { useCan } from '../../../lib/permissions.ts';
import { useStoredValue } from '../../../lib/storage.ts';
import { useCompactChartClass } from '../../chart-of-accounts/api/get-chart-of-accounts.ts';
import { useSettings } from '../../settings/api/get-settings.ts';
import { useCompany, useCompanyMoney } from '../../shell/api/get-company.ts';
import { useDocument } from '../api/get-document.ts';
import { defaultVatRate, emptyInvoiceLine, type InvoiceFormValues, invoiceValuesOf } from '../invoice-form.ts';
import { WorkFolderGate } from './work-folder-gate.tsx';

// A new or draft document needs the editor (its form library), a validated one the view (its payments):
// neither screen downloads the other's code (docs/decisions/0007-slow-networks.md).
const loadEditor = () => withWords(import('./document-editor.tsx'), ['parties']);
const loadView = () => withWords(import('./document-view.tsx'), ['parties', 'payments', 'fixedAssets']);
const DocumentEditor = lazy(() => loadEditor().then((m) => ({ default: m.DocumentEditor })));
const DocumentView = lazy(() => loadView().then((m) => ({ default: m.DocumentView })));

/** The postable accounts of the chart's classes, as an account picker lists them. */
function lineAccountsOf(chart: CompactChart): PickableAccount[] {
  return chart
    .flatMap((group) => group.accounts)
    .filter(isPostableAccount)
    .map((account) => ({ id: account.id, number: account.number, label: account.label }));
}

/**
 * What a line may go to: an invoice's to revenue (class 7), a bill's to expenses (class 6) or fixed assets
 * (class 2), as the API accepts (apps/api/src/modules/documents/document-lines.ts). Nothing is asked without a company.
 */
function useLineAccounts(companyId: string | null, sale: boolean): PickableAccount[] {
  const chart = useCompactChartClass(companyId, sale ? '7' : '6');
  const assets = useCompactChartClass(sale ? null : companyId, '2');
  return useMemo(
    () => lineAccountsOf([...(chart.data ?? []), ...(sale ? [] : (assets.data ?? []))]),
    [chart.data, assets.data, sale],
  );
}

/** Today when it falls in the work folder, else the folder's last day (or first, for a future folder). */
function defaultDocumentDate(folder: WorkFolder): string {
  return dayWithin(todayIsoDate(), folder.startDate, folder.endDate);
}

/** A new document's form: empty, or for a credit note (?from=) the lines of the invoice it credits. */
function newDocumentValues(
  folder: WorkFolder,
  partyId: string | null,
  vatRate: string,
  source: AccountingDocument | null,
  language: string,
): InvoiceFormValues {
  const empty: InvoiceFormValues = {
    partyId,
    date: defaultDocumentDate(folder),
    dueDate: '',
    reference: '',
    label: '',
    creditedDocumentId: null,
    vatTreatment: 'DOMESTIC',
    currency: '',
    lines: [emptyInvoiceLine(decimalForInput(vatRate, language))],
  };
  if (!source) return empty;
  const copied = invoiceValuesOf(source, language);
  // A credit note mirrors its invoice, reverse charge included.
  return {
    ...empty,
    partyId: source.partyId,
    creditedDocumentId: source.id,
    vatTreatment: copied.vatTreatment,
    // The API takes a credit note in the currency of the invoice it credits.
    currency: copied.currency,
    lines: copied.lines,
  };
}

function DocumentPage({ type, folder }: { type: InvoiceType; folder: WorkFolder }) {
  const { t, i18n } = useTranslation('invoices');
  const kind = DOCUMENT_KINDS[type];
  const { documentId = null } = useParams();
  const [params] = useSearchParams();
  const companyId = useStoredValue('companyId');
  const company = useCompany(companyId);
  const { scale } = useCompanyMoney();
  const language = i18n.resolvedLanguage ?? 'en';
  const document = useDocument(folder.id, documentId);
  const sourceId = documentId ? null : params.get('from');
  const source = useDocument(sourceId ? folder.id : null, sourceId);
  // Only an editor offers accounts: a validated document shows the accounts it was posted to.
  const editing = !documentId || document.data?.state === 'DRAFT';
  const accounts = useLineAccounts(editing ? companyId : null, kind.area === 'sale');
  const settings = useSettings(editing ? companyId : null);
  const canWrite = useCan('documents.write');
  // The part downloads along with the page's data rather than after it.
  useEffect(() => {
    void (editing ? loadEditor() : loadView());
  }, [editing]);

  // A new document needs documents.write; without it the address leads back to the list.
  if (!documentId && !canWrite) return <Navigate replace to={kind.path} />;

  if (document.isError) {
    return (
      <Alert color="red" title={t('view.notFound')}>
        <Anchor component={Link} to={kind.path} size="sm">
          {t('view.back')}
        </Anchor>
      </Alert>
    );
  }
  const loading =
    !company.data ||
    scale === null ||
    (documentId && !document.data) ||
    (sourceId && source.isLoading) ||
    (editing && settings.isLoading);
  const placeholder = <LoadingRows count={8} height={40} />;
  if (loading || !company.data || scale === null) return placeholder;
  // The company's first default rate (settings), else the country's standard rate.
  const vatRate = settings.data?.defaultVatRates[0] ?? defaultVatRate(company.data.countryCode);

  if (document.data && document.data.state !== 'DRAFT') {
    return (
      <Suspense fallback={placeholder}>
        <DocumentView
          kind={kind}
          folder={folder}
          document={document.data}
          scale={scale}
          countryCode={company.data.countryCode}
        />
      </Suspense>
    );
  }
  const initialValues = document.data
    ? invoiceValuesOf(document.data, language)
    : newDocumentValues(folder, params.get('party'), vatRate, source.data ?? null, language);
  return (
    <Suspense fallback={placeholder}>
      <DocumentEditor
        key={document.data?.id ?? 'new'}
        kind={kind}
        folder={folder}
        document={document.data ?? null}
        initialValues={initialValues}
        scale={scale}
        defaultVatRate={decimalForInput(vatRate, language)}
        accounts={accounts}
        reverseCharge={company.data.countryCode === 'FR' && kind.role === 'SUPPLIER'}
        supplyKinds={company.data.countryCode === 'FR'}
      />
    </Suspense>
  );
}

/** /sale/invoices/new, /sale/invoices/:documentId and the same for credit notes and purchases. */
export function DocumentScreen({ type }: { type: InvoiceType }) {
  return <WorkFolderGate>{(folder) => <DocumentPage type={type} folder={folder} />}</WorkFolderGate>;
}
