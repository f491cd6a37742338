/**
 * The one Chromium the end-to-end tests, the benchmarks and the screenshot script launch: CHROMIUM_PATH, else
 * Debian's /usr/bin/chromium (scripts/ensure-chromium.mjs installs it), headless, without background traffic.
 */
export const chromiumExecutablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const chromiumArgs: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
