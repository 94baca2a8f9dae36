import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test/render.tsx';
import { ExportButtons } from '../components/export-buttons.tsx';
import { catchDownloads, REPORTS_BASE, setupReports } from '../report-test-setup.ts';
import { downloadReport, type ReportExport } from './download-report.ts';

const TARGET: ReportExport = {
  report: 'vat-return',
  params: { from: '2026-01-01', to: '2026-03-31' },
  fileName: 'vat-return_q1',
};

/** A body sent in two chunks, the second only when `release` is called. */
function slowBody(first: string, second: string) {
  let release = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(first));
      release = () => {
        controller.enqueue(new TextEncoder().encode(second));
        controller.close();
      };
    },
  });
  return { body, release: () => release() };
}

describe('report downloads', () => {
  it('reads the file chunk by chunk against Content-Length and saves it', async () => {
    const calls = setupReports({ 'vat-return': {} });
    const saved = catchDownloads();
    const progress: (number | null)[] = [];
    await downloadReport('wf-2026', TARGET, 'csv', ({ loaded, total }) => progress.push(total && loaded / total));
    expect(progress).toEqual([0, 1]);
    expect(saved.map((file) => file.fileName)).toEqual(['vat-return_q1.csv']);
    const request = calls.find((call) => new URL(call.url).pathname === `${REPORTS_BASE}/vat-return`);
    expect(new URL(request?.url ?? '').search).toBe('?from=2026-01-01&to=2026-03-31&format=csv&lang=en');
    expect(request?.headers.get('Accept-Language')).toBe('en');
  });

  it('shows the percentage on the button and keeps every button waiting until the file is in', async () => {
    const { body, release } = slowBody('a'.repeat(40), 'b'.repeat(60));
    setupReports(
      {},
      {
        [`GET ${REPORTS_BASE}/vat-return`]: () =>
          new Response(body, { headers: { 'Content-Type': 'application/pdf', 'Content-Length': '100' } }),
      },
    );
    const saved = catchDownloads();
    const user = userEvent.setup();
    renderScreen(<ExportButtons target={TARGET} />, '/accounting/vat');
    const pdf = await screen.findByRole('button', { name: 'Export as PDF' });
    await waitFor(() => expect(pdf).toBeEnabled());
    await user.click(pdf);
    await waitFor(() => expect(pdf).toHaveTextContent('40 %'));
    expect(pdf).toBeDisabled();
    expect(pdf).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Export as CSV' })).toBeDisabled();
    release();
    await waitFor(() => expect(saved.map((file) => file.fileName)).toEqual(['vat-return_q1.pdf']));
    await waitFor(() => expect(pdf).toBeEnabled());
    expect(pdf).toHaveTextContent('PDF');
    expect(await saved[0]?.blob.text()).toBe(`${'a'.repeat(40)}${'b'.repeat(60)}`);
  });

  it('says so in an error toast when the file cannot be had', async () => {
    setupReports(
      {},
      { [`GET ${REPORTS_BASE}/vat-return`]: () => new Response('<html>Bad gateway</html>', { status: 502 }) },
    );
    const saved = catchDownloads();
    const user = userEvent.setup();
    renderScreen(<ExportButtons target={TARGET} />, '/accounting/vat');
    const xlsx = await screen.findByRole('button', { name: 'Export as XLSX' });
    await waitFor(() => expect(xlsx).toBeEnabled());
    await user.click(xlsx);
    expect(await screen.findByText('The file could not be downloaded. Try again.')).toBeInTheDocument();
    expect(screen.getByText('Export failed')).toBeInTheDocument();
    expect(saved).toEqual([]);
    await waitFor(() => expect(xlsx).toBeEnabled());
  });

  it('leaves the toast to the API client when the answer names its error', async () => {
    setupReports({});
    const user = userEvent.setup();
    renderScreen(<ExportButtons target={TARGET} />, '/accounting/vat');
    const csv = await screen.findByRole('button', { name: 'Export as CSV' });
    await waitFor(() => expect(csv).toBeEnabled());
    await user.click(csv);
    expect(await screen.findByText('ROUTE_NOT_FOUND')).toBeInTheDocument();
    expect(screen.queryByText('Export failed')).not.toBeInTheDocument();
  });
});

describe('report file names', () => {
  it('saves the file under the name the API gave it in the reader’s language', async () => {
    setupReports(
      {},
      {
        [`GET ${REPORTS_BASE}/vat-return`]: () =>
          new Response('\uFEFFx', {
            headers: {
              'Content-Type': 'text/csv; charset=utf-8',
              'Content-Disposition': 'attachment; filename="declaration-de-tva-2026-01-01_2026-03-31.csv"',
            },
          }),
      },
    );
    const saved = catchDownloads();
    await downloadReport('wf-2026', TARGET, 'csv');
    expect(saved.map((file) => file.fileName)).toEqual(['declaration-de-tva-2026-01-01_2026-03-31.csv']);
  });
});
