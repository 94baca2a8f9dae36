import type { FlatNamespace, TFunction } from 'i18next';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadWords } from './i18n.ts';

/**
 * A namespace's words fetched the first time `wanted` is true, not with the screen: null until they are
 * in (docs/decisions/0007-slow-networks.md). useTranslation would suspend the component, or fetch them
 * at its first paint. A failed fetch is tried again the next time `wanted` turns true.
 */
export function useWordsWhen<Namespace extends FlatNamespace>(
  namespace: Namespace,
  wanted: boolean,
): TFunction<Namespace> | null {
  // The common words are always there: this only follows the language and the loaded bundles.
  const { i18n } = useTranslation();
  const language = i18n.language;
  const [loaded, setLoaded] = useState(false);
  const ready = loaded || i18n.hasResourceBundle(language, namespace);
  useEffect(() => {
    if (!wanted || ready) return;
    let current = true;
    loadWords([namespace]).then(
      () => current && setLoaded(true),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [wanted, ready, namespace]);
  return useMemo(
    () => (ready ? i18n.getFixedT(language, namespace) : null),
    [ready, i18n, language, namespace],
  ) as TFunction<Namespace> | null;
}
