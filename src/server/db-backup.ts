/**
 * `npm run db:backup [-- FILE]`: compiled beside main.ts into dist/server/db-backup.js (scripts/build-server.mjs), so
 * it runs where only production dependencies are installed. See src/server/db/backup/cli.ts and
 * docs/operations.md#backups.
 */
import { backupCommand } from './db/backup/cli.ts';

process.exitCode = await backupCommand(process.argv.slice(2));
