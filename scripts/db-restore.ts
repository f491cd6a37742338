/** `npm run db:restore -- FILE [--force]`: see src/server/db/backup/cli.ts and docs/operations.md#backups. */
import { restoreCommand } from '../src/server/db/backup/cli.ts';

process.exitCode = await restoreCommand(process.argv.slice(2));
