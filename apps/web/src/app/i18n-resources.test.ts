import { describe, expect, it } from 'vitest';
import { englishResources, frenchResources } from './i18n-resources.ts';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [subPath, text] of flatten(value, path)) entries.set(subPath, text);
  }
  return entries;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

const englishFiles = import.meta.glob<Tree>('../**/*.en.json', { eager: true, import: 'default' });
const frenchFiles = import.meta.glob<Tree>('../**/*.fr.json', { eager: true, import: 'default' });

describe('translations', () => {
  it.each(Object.keys(englishResources) as (keyof typeof englishResources)[])(
    'namespace %s has exactly the same keys in French and English',
    (namespace) => {
      const english = flatten(englishResources[namespace]);
      const french = flatten(frenchResources[namespace]);
      expect([...french.keys()].sort()).toEqual([...english.keys()].sort());
    },
  );

  it.each(Object.keys(englishResources) as (keyof typeof englishResources)[])(
    'namespace %s uses the same {{placeholders}} and no empty text in both languages',
    (namespace) => {
      const english = flatten(englishResources[namespace]);
      const french = flatten(frenchResources[namespace]);
      for (const [key, text] of english) {
        expect(text.trim(), `en ${namespace}:${key}`).not.toBe('');
        expect(french.get(key)?.trim(), `fr ${namespace}:${key}`).not.toBe('');
        expect(placeholders(french.get(key) ?? ''), `${namespace}:${key}`).toEqual(placeholders(text));
      }
    },
  );

  it('has a French twin with the same keys for every English file, and registers each one', () => {
    const englishPaths = Object.keys(englishFiles).sort();
    expect(englishPaths.length).toBeGreaterThanOrEqual(4);
    expect(Object.keys(frenchFiles).sort()).toEqual(
      englishPaths.map((path) => path.replace(/\.en\.json$/, '.fr.json')),
    );
    for (const path of englishPaths) {
      const english = englishFiles[path] as Tree;
      const french = frenchFiles[path.replace(/\.en\.json$/, '.fr.json')] as Tree;
      expect([...flatten(french).keys()].sort(), path).toEqual([...flatten(english).keys()].sort());
      expect(Object.values(englishResources), `${path} is not registered in i18n-resources.ts`).toContain(english);
    }
  });

  it('keeps the words the spec gives', () => {
    expect(englishResources.common.validation.NAME_REQUIRED).toBe('company legal name required');
    expect(englishResources.common.validation.COUNTRY_REQUIRED).toBe('country required');
    expect(englishResources.auth.login.badCredentials).toBe('email or password incorrect');
    expect(frenchResources.auth.login.badCredentials).toBe('email ou mot de passe incorrect');
    expect(englishResources.shell.topBar.noNotification).toBe('no notification');
    expect(englishResources.common.underConstruction).toBe('under construction');
  });
});
