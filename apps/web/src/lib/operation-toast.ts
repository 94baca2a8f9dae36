import { i18n } from './i18n.ts';
import { showToast } from './toast.tsx';

/**
 * docs/seed-spec.md §7: creates and saves of documents, payments, accounts, suppliers and customers show a success
 * toast — 'Operation effectuée avec succès' in French, 'Operation completed successfully' in English.
 */
export function showOperationSucceeded(): void {
  showToast({ type: 'success', message: i18n.t('common:toasts.operationSucceeded') });
}
