import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitReady(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`not ready: ${url}`);
}

describe('the server process', () => {
  it('starts on the embedded database, refuses a second process, and stops cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tandem-main-'));
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_DIST: '',
      LOG_LEVEL: 'warn',
    };
    delete env.DATABASE_URL;
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: root,
      env,
    });
    const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
    try {
      await waitReady(`http://127.0.0.1:${port}/ready`, Date.now() + 60_000);
      expect(existsSync(join(dataDir, 'tandem.lock'))).toBe(true);

      const second = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
        cwd: root,
        env: { ...env, PORT: String(await freePort()) },
      });
      let stderr = '';
      second.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const secondCode = await new Promise<number | null>((done) =>
        second.on('exit', (code) => done(code)),
      );
      expect(secondCode).toBe(1);
      expect(stderr).toContain('is in use by another Tandem process');

      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(existsSync(join(dataDir, 'tandem.lock'))).toBe(false);
    } finally {
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
