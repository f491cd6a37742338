/** GET /api/v1/events?limit=25 signed in as the demo executive, 50 connections (part of bench/run.ts and bench/compare-base.ts). */
import autocannon from 'autocannon';

export const eventsListConnections = 50;

export async function signInAs(port: number, email = 'executive@demo.test'): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/api/v1/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo1234', remember: true }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c?.startsWith('wp_session='));
  if (!cookie) throw new Error('no session cookie');
  return cookie;
}

/** A 2 s warm-up, then `seconds` of load at `connections` connections on `url`. */
export async function loadUrl(url: string, seconds: number, headers: Record<string, string> = {}) {
  await autocannon({ url, connections: eventsListConnections, duration: 2, headers }); // warm-up, not counted
  const result = await autocannon({ url, connections: eventsListConnections, duration: seconds, headers });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** The events list's table row: its measure and its result. */
export async function eventsListLoad(port: number, seconds: number): Promise<[string, string]> {
  const cookie = await signInAs(port);
  const r = await loadUrl(`http://127.0.0.1:${port}/api/v1/events?limit=25`, seconds, { cookie });
  return [
    `GET /api/v1/events?limit=25 (signed in as executive), ${eventsListConnections} connections, ${seconds} s`,
    `${r.requestsPerSecond.toFixed(0)} req/s · p50 ${r.p50} ms · p99 ${r.p99} ms · non-2xx ${r.non2xx} · errors ${r.errors}`,
  ];
}
