import type { Notification } from '@bilan/contract';

/**
 * Where a notification leads, or null when the document's type must be read first: a stale draft
 * may be an invoice, a bill, a credit note or a journal entry, and the notification does not say which.
 */
export function notificationPath(notification: Notification): string | null {
  const id = encodeURIComponent(notification.subjectId);
  switch (notification.kind) {
    case 'INVOICE_OVERDUE':
      return `/sale/invoices/${id}`;
    case 'BILL_OVERDUE':
      return `/purchase/bills/${id}`;
    case 'WORK_FOLDER_ENDING':
      return `/workfolder?workFolder=${id}`;
    case 'DRAFT_STALE':
      return null;
    case 'LOGIN_FAILURES':
      return '/user/password';
  }
}
