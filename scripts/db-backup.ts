/** `npm run db:backup [-- FILE]`: see src/server/db/backup/cli.ts and docs/operations.md#backups. */
import { backupCommand } from '../src/server/db/backup/cli.ts';

process.exitCode = await backupCommand(process.argv.slice(2));
