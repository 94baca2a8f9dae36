import { vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../test/render.tsx';
import { COMPANY, COMPANY_ID, ENTRY_CHART, WORK_FOLDER_ID, WORK_FOLDERS } from '../journal-entries/entry-fixtures.ts';

/** The path of a report of the test folder. */
export const REPORTS_BASE = `/v1/accountings/workFolders/${WORK_FOLDER_ID}`;

const FILE = new TextEncoder().encode('Account;Label\n101;Capital social\n');

function fileResponse(): Response {
  return new Response(FILE, {
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Length': String(FILE.byteLength) },
  });
}

/**
 * The company, its 2026 folder and chart, plus the given report answers ("trial-balance" → its JSON);
 * `?format=` answers a small CSV file. Returns the recorded calls.
 */
export function setupReports(reports: Record<string, unknown>, extra: Parameters<typeof stubFetch>[0] = {}) {
  window.localStorage.setItem('company', COMPANY_ID);
  window.localStorage.setItem('workFolder', WORK_FOLDER_ID);
  const routes: Parameters<typeof stubFetch>[0] = {
    [`GET /v1/companies/${COMPANY_ID}`]: () => jsonResponse(COMPANY),
    [`GET /v1/accountings/workFolders/companies/${COMPANY_ID}`]: () => jsonResponse(WORK_FOLDERS),
    [`GET /v1/accountings/companies/${COMPANY_ID}/chart-of-accounts`]: () => jsonResponse(ENTRY_CHART),
  };
  for (const [report, answer] of Object.entries(reports)) {
    routes[`GET ${REPORTS_BASE}/${report}`] = (request) =>
      new URL(request.url).searchParams.get('format') ? fileResponse() : jsonResponse(answer);
  }
  return stubFetch({ ...routes, ...extra });
}

/** The query strings of the calls to one report, oldest first. */
export function reportQueries(calls: Request[], report: string): URLSearchParams[] {
  return calls
    .filter((call) => new URL(call.url).pathname === `${REPORTS_BASE}/${report}`)
    .map((call) => new URL(call.url).searchParams);
}

/** Catches what a download saves: the Blob handed to an object URL and the file name of the link clicked. */
export function catchDownloads() {
  const saved: { blob: Blob; fileName: string }[] = [];
  let last: Blob | null = null;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    last = blob as Blob;
    return 'blob:report';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (last) saved.push({ blob: last, fileName: this.download });
  });
  return saved;
}
