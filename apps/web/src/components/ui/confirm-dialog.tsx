import { type ComponentProps, lazy } from 'react';
import { LazyDialog } from './lazy-dialog.tsx';

const loadModal = () => import('./confirm-modal.tsx');
// Mantine's Modal and the scroll lock under it (≈ 7 KB brotli) come with the first confirmation asked.
const Modal = lazy(() => loadModal().then((module) => ({ default: module.ConfirmModal })));

/** Fetches the dialog's code before it is needed: a screen about to ask (unsaved work to leave). */
export const preloadConfirmDialog = () => void loadModal();

/**
 * A controlled confirmation: what will happen, then Cancel or the named action. The screens own it
 * (no global modal manager), so each one can be tested on its own.
 */
export function ConfirmDialog(props: ComponentProps<typeof Modal>) {
  return <LazyDialog dialog={Modal} props={props} />;
}
