import { z } from 'zod';
import { genericIssueMessage, type IssueLike } from './contract/field-errors.ts';

// The console's Content-Security-Policy forbids eval. Zod decides whether to compile an object's parser when the
// schema is built, probing `new Function` unless it is told not to, and a bundler may build schemas (in a chunk
// shared by several screens) before any entry module's code runs. So the setting travels with zod itself: every
// schema of shared and web code takes `z` from here, never from 'zod' (src/shared/architecture.test.ts checks).
// The server keeps zod's compiled parsers.
if (typeof document !== 'undefined') z.config({ jitless: true });

// A check that states no code of its own gets a generic field code with its params (`validation.too_long
// {"max":100}`), so the web's forms and the server's 400s both carry codes (src/shared/contract/field-errors.ts).
z.config({ customError: (issue) => genericIssueMessage(issue as IssueLike) });

export { z };
