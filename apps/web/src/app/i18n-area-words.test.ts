import { waitFor } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n.ts';
import { forgetWords } from '../test/render.tsx';
import { type AreaNamespace, readAreaWords, withWords } from './i18n-area-words.ts';
import { publicEnglishResources } from './i18n-public-resources.ts';
import { englishResources, frenchResources } from './i18n-resources.ts';
import { routes } from './router.tsx';

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

  it("fetches a route's words without waiting for its module", async () => {
    forgetWords('audit');
    let arrive: (module: { page: string }) => void = () => {};
    const loading = withWords(new Promise<{ page: string }>((resolve) => (arrive = resolve)), ['audit']);
    await waitFor(() => expect(i18n.hasResourceBundle('en', 'audit')).toBe(true));
    arrive({ page: 'audit' });
    expect(await loading).toEqual({ page: 'audit' });
    expect(i18n.hasResourceBundle('fr', 'audit')).toBe(false);
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

