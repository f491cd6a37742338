/**
 * `npm run db:restore -- FILE [--force]`: compiled beside main.ts into dist/server/db-restore.js
 * (scripts/build-server.mjs), so it runs where only production dependencies are installed. See
 * src/server/db/backup/cli.ts and docs/operations.md#backups.
 */
import { restoreCommand } from './db/backup/cli.ts';

process.exitCode = await restoreCommand(process.argv.slice(2));
