import type commonEn from './common.en.json';

export type AreaKey = keyof typeof commonEn.areas;

/** What a route tells the shell: the area name its breadcrumb shows. */
export interface ShellRouteHandle {
  crumb: AreaKey;
}

export function isShellRouteHandle(handle: unknown): handle is ShellRouteHandle {
  return typeof handle === 'object' && handle !== null && 'crumb' in handle && typeof handle.crumb === 'string';
}
