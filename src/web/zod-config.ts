import { z } from 'zod';

// The console's Content-Security-Policy forbids eval. Without this zod probes `new Function` to decide whether to
// compile its parsers, and every page view would send a (blocked, harmless) CSP violation report. Imported first
// by main.tsx so it is set before any schema parses.
z.config({ jitless: true });
