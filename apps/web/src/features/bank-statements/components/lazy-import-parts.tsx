import { type ComponentProps, lazy, Suspense } from 'react';
import { withWords } from '../../../lib/i18n.ts';

// Parts of the import form that a first visit does not show: the preview (after a file is read, with
// the report amounts and operator badges) and the custom CSV columns (Mantine's NumberInput).
// The preview's operator badges speak the parties' words, which the list's route does not load.
const Preview = lazy(() =>
  withWords(import('./statement-preview.tsx'), ['parties']).then((m) => ({ default: m.StatementPreview })),
);
const Mapping = lazy(() => import('./mapping-fields.tsx').then((m) => ({ default: m.MappingFields })));

/** The statement read from the file, drawn once its module has arrived (docs/decisions/0007-slow-networks.md). */
export function StatementPreview(props: ComponentProps<typeof Preview>) {
  return (
    <Suspense fallback={null}>
      <Preview {...props} />
    </Suspense>
  );
}

/** The columns of a custom CSV layout, drawn once their module has arrived. */
export function MappingFields(props: ComponentProps<typeof Mapping>) {
  return (
    <Suspense fallback={null}>
      <Mapping {...props} />
    </Suspense>
  );
}
