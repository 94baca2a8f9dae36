import { z } from 'zod';

export const NOTIFICATION_KINDS = ['INVOICE_OVERDUE', 'BILL_OVERDUE', 'DRAFT_STALE', 'WORK_FOLDER_ENDING'] as const;
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);

/** Something the company should look at; `subjectId` names the document or work folder it is about. */
export const notificationSchema = z.object({
  kind: notificationKindSchema,
  subjectId: z.string(),
  workFolderId: z.string(),
  number: z.string().nullable(),
  partyName: z.string().nullable(),
  date: z.string(),
  amount: z.string().nullable(),
  days: z.number().int(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsSchema = z.object({ count: z.number().int(), items: z.array(notificationSchema) });
export type Notifications = z.infer<typeof notificationsSchema>;

export const STALE_DRAFT_DAYS = 7;
export const WORK_FOLDER_ENDING_DAYS = 30;
