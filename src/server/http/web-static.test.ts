import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { FileStore } from '../files/file-store.ts';
import { testSessionSecret } from '../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';

let app: FastifyInstance;
let database: TestDatabase;
let webDir: string;
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;

beforeAll(async () => {
  webDir = mkdtempSync(path.join(os.tmpdir(), 'watchpost-web-'));
  mkdirSync(path.join(webDir, 'assets'));
  writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Watchpost</title>');
  writeFileSync(path.join(webDir, 'assets', 'app-1.js'), script);
  writeFileSync(path.join(webDir, 'assets', 'app-1.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(webDir, 'assets', 'app-1.js.map'), '{}');
  database = await createTestDatabase();
  app = await buildApp({
    ctx: {
      db: database.db,
      clock: () => new Date(),
      baseUrl: undefined,
      secureCookies: false,
      attemptLimit: 10,
      files: new FileStore(),
    },
    sessionSecret: testSessionSecret,
    bodyLimitBytes: 1024,
    logger: false,
    webDistDir: webDir,
  });
});
afterAll(async () => {
  await app.close();
  await database.destroy();
  rmSync(webDir, { recursive: true, force: true });
});

describe('serving the built web app', () => {
  it('sends the Brotli twin of an asset to a browser that accepts it, cached for good', async () => {
    const response = await app.inject({ url: '/assets/app-1.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toContain('immutable');
    const plain = await app.inject({ url: '/assets/app-1.js' });
    expect(plain.body).toBe(script);
  });

  it('serves the app for client-side routes and 404 for missing files and source maps', async () => {
    const route = await app.inject({ url: '/reports/payroll-reports' });
    expect(route.statusCode).toBe(200);
    expect(route.headers['content-type']).toContain('text/html');
    expect(route.headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ url: '/assets/app-1.js.map' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/assets/gone-0.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/favicon.ico' })).statusCode).toBe(404);
  });
});
