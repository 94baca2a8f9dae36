import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webFileCacheControl } from '../app.ts';
import { call, createTestContext, signUpAndLogin, type TestContext } from '../testing/test-app.ts';
import { denseCopyOf } from './http-caching.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('API answers: compression, Cache-Control and ETag', () => {
  let context: TestContext;
  let owner: Awaited<ReturnType<typeof signUpAndLogin>>;
  beforeAll(async () => {
    context = await createTestContext();
    owner = await signUpAndLogin(context.app);
  });
  afterAll(() => context.close());

  const refAccounts = (headers: Record<string, string> = {}) =>
    call(context.app, 'GET', '/v1/accountings/ref-accounts', undefined, { headers });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ])('compresses an answer over 1 KB with %s when the client accepts it', async (encoding, decompress) => {
    const plain = await refAccounts();
    const compressed = await refAccounts({ 'accept-encoding': encoding });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(compressed.headers['content-encoding']).toBe(encoding);
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(decompress(compressed.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('packs an answer with an ETag denser than the others, and only for a client taking brotli', async () => {
    const dense = await refAccounts({ 'accept-encoding': 'gzip, br' });
    const plain = await refAccounts();
    expect(dense.headers['content-encoding']).toBe('br');
    expect(dense.headers.vary).toMatch(/accept-encoding/i);
    expect(dense.headers.etag).toBe(plain.headers.etag);
    expect(JSON.parse(brotliDecompressSync(dense.rawPayload).toString('utf8'))).toEqual(plain.json());
    const atDefaultQuality = brotliCompressSync(plain.rawPayload, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 4 },
    });
    expect(dense.rawPayload.length).toBeLessThan(atDefaultQuality.length * 0.9);
    expect((await refAccounts({ 'accept-encoding': 'gzip, br;q=0' })).headers['content-encoding']).toBe('gzip');
  });

  it('compresses a body once per ETag, and keeps only the last few copies', async () => {
    const body = JSON.stringify({ accounts: 'x'.repeat(20_000) });
    const etag = `"once-${Date.now().toString(36)}"`;
    const [first, together] = [denseCopyOf(etag, body), denseCopyOf(etag, body)];
    expect(together).toBe(first);
    expect(brotliDecompressSync(await first).toString('utf8')).toBe(body);
    expect(denseCopyOf(etag, body)).toBe(first);
    for (let index = 0; index < 64; index++) await denseCopyOf(`${etag}-${index}`, body);
    expect(denseCopyOf(etag, body)).not.toBe(first);
  });

  it('prefers brotli and leaves an answer under 1 KB as it is', async () => {
    expect((await refAccounts({ 'accept-encoding': 'gzip, deflate, br' })).headers['content-encoding']).toBe('br');
    const health = await context.app.inject({ method: 'GET', url: '/health', headers: { 'accept-encoding': 'br' } });
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('answers reference data with an ETag, and 304 without a body when it is unchanged', async () => {
    const first = await refAccounts();
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{20,}"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const again = await refAccounts({ 'if-none-match': etag, 'accept-encoding': 'br' });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    const stale = await refAccounts({ 'if-none-match': '"something-else"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(first.json());
  });

  it('gives the chart of accounts an ETag per content, private to the browser', async () => {
    const url = `/v1/accountings/companies/${owner.companyId}/chart-of-accounts`;
    const read = (language: string, headers: Record<string, string> = {}) =>
      call(context.app, 'GET', url, undefined, {
        token: owner.token,
        headers: { 'accept-language': language, ...headers },
      });
    const [english, french] = [await read('en'), await read('fr')];
    expect(english.headers['cache-control']).toBe('private, no-cache');
    expect(english.headers.etag).not.toBe(french.headers.etag);
    expect((await read('en', { 'if-none-match': english.headers.etag as string })).statusCode).toBe(304);

    // A new account changes the chart, so the old ETag no longer matches.
    const created = await call(
      context.app,
      'POST',
      `/v1/accountings/companies/${owner.companyId}/accounts-company`,
      { number: '52110001', label: 'Ecobank Douala' },
      { token: owner.token },
    );
    expect(created.statusCode).toBe(201);
    const changed = await read('en', { 'if-none-match': english.headers.etag as string });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(english.headers.etag);
  });

  it("marks the company's other data no-store, without an ETag", async () => {
    const folders = await call(
      context.app,
      'GET',
      `/v1/accountings/workFolders/companies/${owner.companyId}`,
      undefined,
      {
        token: owner.token,
      },
    );
    expect(folders.statusCode).toBe(200);
    expect(folders.headers['cache-control']).toBe('no-store');
    expect(folders.headers.etag).toBeUndefined();
  });
});

describe('web app files: pre-compressed copies and Cache-Control', () => {
  let context: TestContext;
  let distDir: string;
  const script = 'console.log("bilan");'.repeat(200);
  const indexHtml = '<!doctype html><html><body><div id="root"></div></body></html>';
  const icon = '<svg xmlns="http://www.w3.org/2000/svg"><circle r="1"/></svg>';

  beforeAll(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'bilan-dist-'));
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(join(distDir, 'index.html'), indexHtml);
    writeFileSync(join(distDir, 'assets', 'index-Ab12Cd34.js'), script);
    // Marked copies, to see which file the server chose rather than compressing on the fly.
    writeFileSync(join(distDir, 'assets', 'index-Ab12Cd34.js.br'), brotliCompressSync(`${script}//br`));
    writeFileSync(join(distDir, 'assets', 'index-Ab12Cd34.js.gz'), gzipSync(`${script}//gz`));
    writeFileSync(join(distDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(join(distDir, 'favicon.svg'), icon);
    writeFileSync(join(distDir, 'favicon.svg.br'), brotliCompressSync(icon));
    context = await createTestContext({ webDistDir: distDir });
  });
  afterAll(async () => {
    await context.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    context.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it.each([
    ['br', (body: Buffer) => brotliDecompressSync(body).toString(), '//br'],
    ['gzip', (body: Buffer) => gunzipSync(body).toString(), '//gz'],
  ])('serves the build-time %s copy of a hashed asset, kept for a year', async (encoding, decode, mark) => {
    const response = await get('/assets/index-Ab12Cd34.js', encoding);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers.vary).toContain('Accept-Encoding');
    expect(decode(response.rawPayload)).toBe(`${script}${mark}`);
  });

  it('sends a build file only the headers that apply to a script, and the page all of them', async () => {
    const asset = await get('/assets/index-Ab12Cd34.js', 'br');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const header of ['content-security-policy', 'permissions-policy', 'x-frame-options', 'set-cookie'])
      expect(asset.headers[header]).toBeUndefined();
    // Never revalidated nor asked for in part, and loaded by the app's own pages.
    for (const header of ['etag', 'last-modified', 'accept-ranges', 'access-control-allow-credentials'])
      expect(asset.headers[header]).toBeUndefined();
    expect(asset.headers.vary).toBe('Accept-Encoding');
    const page = await get('/auth/login');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['permissions-policy']).toBeDefined();
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['set-cookie']).toBeDefined();
  });

  it('serves the plain file to a client that accepts no encoding', async () => {
    const response = await get('/assets/index-Ab12Cd34.js');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(script);
  });

  it.each(['/sw.js', '/auth/login'])('has %s revalidated on every use', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each([undefined, 'br'])('keeps the icon a week, plain or compressed (%s)', async (encoding) => {
    const response = await get('/favicon.svg', encoding);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['cache-control']).toBe('public, max-age=604800');
  });

  it('answers 404 for a build file that does not exist, rather than the page', async () => {
    const response = await get('/assets/index-OldBuild.js');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });

  it.each([
    [`assets${sep}index-Ab12Cd34.js`, IMMUTABLE],
    [`assets${sep}index-Bp-CpzYm.css`, IMMUTABLE],
    ['index.html', 'no-cache'],
    ['sw.js', 'no-cache'],
    ['manifest.webmanifest', 'no-cache'],
    ['favicon.svg', 'public, max-age=604800'],
  ])('webFileCacheControl(%s) is %s', (path, expected) => {
    expect(webFileCacheControl(path)).toBe(expected);
  });
});
