import { z } from 'zod';

export const NOTIFICATION_KINDS = [
  'INVOICE_OVERDUE',
  'BILL_OVERDUE',
  'DRAFT_STALE',
  'WORK_FOLDER_ENDING',
  'LOGIN_FAILURES',
] as const;
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);

/**
 * Something the company should look at; `subjectId` names the document or work folder it is about.
 * `LOGIN_FAILURES` is the user's own: wrong passwords tried on their account since the login before
 * this one (`subjectId` is the user, `workFolderId` empty, `attempts` how many, `date` the last).
 */
export const notificationSchema = z.object({
  kind: notificationKindSchema,
  subjectId: z.string(),
  workFolderId: z.string(),
  number: z.string().nullable(),
  partyName: z.string().nullable(),
  date: z.string(),
  amount: z.string().nullable(),
  days: z.number().int(),
  attempts: z.number().int().optional(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsSchema = z.object({ count: z.number().int(), items: z.array(notificationSchema) });
export type Notifications = z.infer<typeof notificationsSchema>;

export const STALE_DRAFT_DAYS = 7;
export const WORK_FOLDER_ENDING_DAYS = 30;
/** Wrong passwords on an account before its holder is told (the login throttle's free failures). */
export const LOGIN_FAILURES_NOTICED = 5;
/** How far back the failures shown to an account's holder go, at most. */
export const LOGIN_FAILURES_NOTICE_DAYS = 30;
