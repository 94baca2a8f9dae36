/** The period of a statement; both ends optional (the API defaults to the folder's dates). */
export interface ReportPeriod {
  from?: string | undefined;
  to?: string | undefined;
}

/** Every report of a folder starts with ['reports', folder]: a posting invalidates them all at once. */
export function reportQueryKey(
  workFolderId: string,
  report: string,
  params: Record<string, unknown>,
  language: string,
) {
  return ['reports', workFolderId, report, params, language] as const;
}

export function reportPath(workFolderId: string, report: string, params: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) query.set(name, value);
  const search = query.toString();
  return `/v1/accountings/workFolders/${encodeURIComponent(workFolderId)}/${report}${search ? `?${search}` : ''}`;
}
