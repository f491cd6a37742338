// Makes sure Debian's Chromium is there for the end-to-end tests (we never download a browser build).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(chromium)) {
  if (typeof process.getuid === 'function' && process.getuid() === 0) {
    console.log(`Chromium not found at ${chromium}: installing Debian's chromium package…`);
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } else {
    console.error(
      `Chromium not found at ${chromium}: install it with "sudo apt-get install -y chromium" (or set CHROMIUM_PATH).`,
    );
    process.exit(1);
  }
}
