import { z } from 'zod';

export const workFolderStatusSchema = z.enum(['OPEN', 'CLOSED']);
export type WorkFolderStatus = z.infer<typeof workFolderStatusSchema>;

export const workFolderSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  status: workFolderStatusSchema,
});
export type WorkFolder = z.infer<typeof workFolderSchema>;
