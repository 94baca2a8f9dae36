/**
 * The editor with unsaved changes on screen, as the logout asks it (components/ui/leave-guard.tsx): a
 * logout is no navigation a router blocker sees, and it empties the storage that holds the local draft.
 */
type Asker = () => Promise<boolean>;

let asker: Asker | null = null;

export function setLeaveAsker(next: Asker | null): void {
  asker = next;
}

/** True when nothing unsaved is on screen, or its user chose to leave it. */
export function confirmLeave(): Promise<boolean> {
  return asker ? asker() : Promise.resolve(true);
}
