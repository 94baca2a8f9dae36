// The paths of the endpoint table without zod: the web client builds every URL with pathOf, and the login
// page loads the client before anything else (docs/decisions/0007-slow-networks.md).

/** The names of the `:name` segments of a path: `/v1/companies/:companyId/users` → `'companyId'`. */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The names of the `:name` segments of a path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] as string);
}

/** The values of the path parameters of an endpoint, each one required. */
export type PathParamsOf<E extends { path: string }> = Record<PathParamNames<E['path']>, string>;

/**
 * The URL path of a call: each parameter encoded with encodeURIComponent, the query's present values
 * appended. A missing parameter does not compile; one missing at run time throws.
 */
export function pathOf<E extends { path: string }>(
  endpoint: E,
  params: PathParamsOf<E>,
  query?: URLSearchParams | Record<string, string | number | boolean | null | undefined>,
): string {
  const values = params as Record<string, string | undefined>;
  const path = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_segment, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${endpoint.path}: the parameter ${name} is missing`);
    return encodeURIComponent(value);
  });
  const search = query instanceof URLSearchParams ? query : searchOf(query ?? {});
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

function searchOf(query: Record<string, string | number | boolean | null | undefined>): URLSearchParams {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  return search;
}
