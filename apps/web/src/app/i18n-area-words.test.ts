import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n.ts';
import { forgetWords } from '../test/render.tsx';
import { readAreaWords } from './i18n-area-words.ts';
import { publicEnglishResources } from './i18n-public-resources.ts';
import { englishResources, frenchResources } from './i18n-resources.ts';
import { routes } from './router.tsx';

type AreaNamespace = Exclude<keyof typeof englishResources, keyof typeof publicEnglishResources>;

const areaNamespaces = Object.keys(englishResources).filter(
  (namespace): namespace is AreaNamespace => !(namespace in publicEnglishResources),
);

describe('the words of the areas', () => {
  it.each(areaNamespaces)('reads %s in each language from its own file', async (namespace) => {
    expect(await readAreaWords('en', namespace)).toEqual(englishResources[namespace]);
    expect(await readAreaWords('fr', namespace)).toEqual(frenchResources[namespace]);
  });

  it('has no words for an unknown namespace', async () => {
    await expect(readAreaWords('en', 'nowhere')).rejects.toThrow('No en words for the namespace nowhere');
  });

  it("has the words of a route's screens in before its component renders", async () => {
    forgetWords('workFolders');
    const route = matchRoutes(routes, '/apps/workfolder/list')?.at(-1)?.route;
    if (typeof route?.lazy !== 'function') throw new Error('the work folder list is a lazy route');
    const loaded = await route.lazy();
    expect(loaded.Component).toBeTypeOf('function');
    expect(i18n.getResource('en', 'workFolders', 'list.description')).toBe(
      englishResources.workFolders.list.description,
    );
  });
});

// The sources as text, to follow each route module's static imports (dynamic ones load later: a
// component there that uses a namespace no route loaded suspends until it arrives).
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../test/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const ROUTE_FILES = ['./router.tsx', './sales-routes.tsx', './user-routes.tsx'];

/** Where an import leads, named as the keys above: relative to this folder ('./x.tsx', '../lib/y.ts'). */
function resolveImport(from: string, specifier: string): string {
  const here = 'file:///src/app/';
  const path = new URL(specifier, new URL(from, here)).pathname;
  return path.startsWith('/src/app/') ? `./${path.slice('/src/app/'.length)}` : `..${path.slice('/src'.length)}`;
}

/** A static import: the file it leads to and the names it takes (null: the whole module). */
interface StaticImport {
  file: string;
  names: string[] | null;
}

/** `{ A, B as C, type D }` → ['A', 'B', 'D']; anything else (a default, `* as`, a bare import) → null. */
function namesOf(clause: string): string[] | null {
  const braces = clause.match(/^\s*\{([^}]*)\}\s*from\s*$/);
  if (!braces) return null;
  return (braces[1] ?? '')
    .split(',')
    .map(
      (part) =>
        part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0] ?? '',
    )
    .filter((name) => name !== '');
}

function staticImports(path: string): StaticImport[] {
  const source = sources[path] ?? '';
  const statements = source.matchAll(/^\s*(?:import|export)\s+(?!type\b)([^'";]*?)['"](\.\.?\/[^'"]+)['"]/gm);
  return [...statements]
    .map((match) => ({ file: resolveImport(path, match[2] ?? ''), names: namesOf(match[1] ?? '') }))
    .filter(({ file }) => file in sources);
}

/**
 * What a module brings in when `names` of it are imported. A feature's `public.ts` only re-exports and the
 * build treats it as free of side effects (apps/web/vite.config.ts): of it, only the re-exports of the names
 * taken come along. Any other module comes whole.
 */
function importsBroughtIn(file: string, names: string[] | null): StaticImport[] {
  const imports = staticImports(file);
  if (!file.endsWith('/public.ts') || names === null) return imports;
  return imports.filter((reExport) => reExport.names?.some((name) => names.includes(name)) ?? true);
}

/** The namespaces a module's static imports use: of a `public.ts`, what the names taken bring in, or all of it (`whole`). */
function namespacesUsed(path: string, whole = false): Set<string> {
  const seen = new Set<string>();
  const used = new Set<string>();
  const visit = ({ file, names }: StaticImport) => {
    const key = file.endsWith('/public.ts') ? `${file}:${names?.join(',') ?? '*'}` : file;
    if (seen.has(key)) return;
    seen.add(key);
    const source = sources[file] ?? '';
    for (const match of source.matchAll(/useTranslation\(\s*'(\w+)'|\bt\(\s*'(\w+):/g)) {
      used.add(match[1] ?? match[2] ?? '');
    }
    for (const imported of importsBroughtIn(file, whole ? null : names)) visit(imported);
  };
  visit({ file: path, names: null });
  return used;
}

/** Each route module of the route tables, with the namespaces its withWords names ([] without it). */
function routeModules(): Map<string, string[]> {
  const modules = new Map<string, string[]>();
  for (const file of ROUTE_FILES) {
    const source = sources[file] ?? '';
    for (const match of source.matchAll(/(withWords\(\s*)?import\('([^']+)'\)(?:,\s*\[([^\]]*)\])?/g)) {
      const named = match[1] ? [...(match[3] ?? '').matchAll(/'(\w+)'/g)].map((word) => word[1] ?? '') : [];
      modules.set(resolveImport(file, match[2] ?? ''), named.sort());
    }
  }
  return modules;
}

describe('routes and the words of their screens', () => {
  const modules = routeModules();
  const shellPage = './routes/shell-page.tsx';
  const shellWords = modules.get(shellPage) ?? [];
  const areaWords = (path: string, whole = false) =>
    [...namespacesUsed(path, whole)].filter((namespace) => namespace in englishResources);
  const beyondShell = (namespaces: string[]) =>
    namespaces.filter((namespace) => !shellWords.includes(namespace) && !(namespace in publicEnglishResources)).sort();

  it('finds the route modules and the shell, which names its own words', () => {
    expect(modules.size).toBeGreaterThan(20);
    expect(shellWords).toEqual(areaWords(shellPage).sort());
    expect(shellWords).toContain('shell');
  });

  // At least the words of what the build brings in; at most those of every module the imports name, a
  // feature's public.ts followed whole (a route may load a word its public files' other exports use).
  it.each([...modules.keys()].filter((path) => path !== shellPage))(
    '%s names the namespaces its screens use beyond the shell, and no other',
    (path) => {
      const named = modules.get(path) ?? [];
      expect(named).toEqual(expect.arrayContaining(beyondShell(areaWords(path))));
      expect(beyondShell(areaWords(path, true))).toEqual(expect.arrayContaining(named));
    },
  );
});
