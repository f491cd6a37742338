/**
 * `npm run secrets:rotate`: compiled beside main.ts into dist/server/secrets-rotate.js (scripts/build-server.mjs), so
 * it runs where only production dependencies are installed. See src/server/secrets/rotate-command.ts.
 */
import { rotateCommand } from './secrets/rotate-command.ts';

process.exitCode = await rotateCommand(process.argv.slice(2));
