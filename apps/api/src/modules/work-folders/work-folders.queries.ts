import type { WorkFolder } from '@bilan/contract';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { newId } from '../../lib/ids.ts';
import { workFolders } from './work-folders.table.ts';

type WorkFolderRow = typeof workFolders.$inferSelect;

export function toWorkFolder(row: WorkFolderRow): WorkFolder {
  return {
    id: row.id,
    companyId: row.companyId,
    name: row.name,
    startDate: row.startOn,
    endDate: row.endOn,
    status: row.status,
  };
}

export async function listWorkFolders(db: Executor, companyId: string): Promise<WorkFolder[]> {
  const rows = await db
    .select()
    .from(workFolders)
    .where(eq(workFolders.companyId, companyId))
    .orderBy(asc(workFolders.startOn));
  return rows.map(toWorkFolder);
}

export async function insertWorkFolder(
  db: Executor,
  folder: { companyId: string; name: string; startOn: string; endOn: string },
): Promise<WorkFolder> {
  const [row] = await db
    .insert(workFolders)
    .values({ id: newId(), status: 'OPEN', ...folder })
    .returning();
  if (!row) throw new Error('work folder insert returned no row');
  return toWorkFolder(row);
}
