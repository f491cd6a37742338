/**
 * The backup file: gzip around a magic line and a sequence of frames (type byte, uint32 length, payload).
 * H: the header (JSON), then per table T (JSON: schema, name) followed by D frames (its `COPY … TO STDOUT` text,
 * cut anywhere) and E (JSON: rows), and Z at the end; a file without Z is truncated.
 * See docs/decisions/0027-backup-and-restore.md.
 */
import { z } from 'zod';

export const backupMagic = Buffer.from('WATCHPOST-BACKUP\n', 'utf8');
export const backupFormatVersion = 1;

export type FrameType = 'H' | 'T' | 'D' | 'E' | 'Z';
const frameTypes = new Set<string>(['H', 'T', 'D', 'E', 'Z']);

/** Largest frame a reader accepts: a D frame holds one row or more, and one row is at most 1 GB in PostgreSQL. */
const maxFrameBytes = 1024 * 1024 * 1024 + 64;

/** Stable codes of the refusals and failures of backup and restore; the CLI prints them with the message. */
export type BackupErrorCode =
  | 'backup.unknown_format'
  | 'backup.unsupported_version'
  | 'backup.truncated'
  | 'backup.corrupt'
  | 'backup.newer_schema'
  | 'backup.unknown_migration'
  | 'backup.no_migrations'
  | 'backup.target_not_empty'
  | 'backup.target_in_use'
  | 'backup.data_dir_in_use'
  | 'backup.server_unreachable';

export class BackupError extends Error {
  constructor(
    readonly code: BackupErrorCode,
    message: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(message);
  }
}

const identifier = z.string().min(1).max(63);

export const backupHeaderSchema = z.object({
  format: z.literal(backupFormatVersion),
  application: z.literal('watchpost'),
  createdAt: z.iso.datetime(),
  serverVersion: z.number().int(),
  copyFormat: z.literal('text'),
  /** Rows of drizzle.__drizzle_migrations, oldest first. */
  migrations: z.array(z.object({ hash: z.string(), createdAt: z.number().int() })).min(1),
  tables: z.array(
    z.object({
      schema: identifier,
      name: identifier,
      columns: z.array(identifier).min(1),
      rows: z.number().int().min(0),
    }),
  ),
  /** null: never used (restore leaves it at its start). */
  sequences: z.array(z.object({ schema: identifier, name: identifier, lastValue: z.string().nullable() })),
});
export type BackupHeader = z.infer<typeof backupHeaderSchema>;

export function frame(type: FrameType, payload: Buffer | string): Buffer {
  const body = typeof payload === 'string' ? Buffer.from(payload, 'utf8') : payload;
  const head = Buffer.alloc(5);
  head.write(type, 0, 'latin1');
  head.writeUInt32BE(body.length, 1);
  return Buffer.concat([head, body]);
}

export interface Frame {
  type: FrameType;
  payload: Buffer;
}

/**
 * The frames of a decompressed backup, one at a time (a frame is read whole; D frames are small). Throws
 * BackupError for a file that is not a backup or ends early.
 */
export async function* readFrames(source: AsyncIterable<Buffer>): AsyncGenerator<Frame> {
  const chunks = source[Symbol.asyncIterator]();
  let buffer: Buffer = Buffer.alloc(0);
  const fill = async (bytes: number): Promise<boolean> => {
    while (buffer.length < bytes) {
      const next = await chunks.next();
      if (next.done) return false;
      buffer = buffer.length === 0 ? next.value : Buffer.concat([buffer, next.value]);
    }
    return true;
  };
  if (!(await fill(backupMagic.length)) || !buffer.subarray(0, backupMagic.length).equals(backupMagic)) {
    throw notABackup();
  }
  buffer = buffer.subarray(backupMagic.length);
  while (true) {
    if (!(await fill(5))) throw truncated();
    const type = String.fromCharCode(buffer[0] as number);
    const length = buffer.readUInt32BE(1);
    if (!frameTypes.has(type) || length > maxFrameBytes) throw corrupt('an unknown frame');
    if (!(await fill(5 + length))) throw truncated();
    const payload = buffer.subarray(5, 5 + length);
    buffer = buffer.subarray(5 + length);
    yield { type: type as FrameType, payload };
    if (type === 'Z') {
      if (await fill(1)) throw corrupt('data after its end');
      return;
    }
  }
}

export function corrupt(what: string): BackupError {
  return new BackupError('backup.corrupt', `The backup file is damaged (${what}).`, { what });
}

export function notABackup(): BackupError {
  return new BackupError('backup.unknown_format', 'The file is not a Watchpost backup.');
}

export function truncated(): BackupError {
  return new BackupError('backup.truncated', 'The backup file ends early: it is truncated or was not finished.');
}

/** The header frame's JSON, checked: an unknown version or shape is refused before anything is written. */
export function parseHeader(payload: Buffer): BackupHeader {
  let json: unknown;
  try {
    json = JSON.parse(payload.toString('utf8'));
  } catch {
    throw notABackup();
  }
  const format = (json as { format?: unknown } | null)?.format;
  if (typeof format === 'number' && format !== backupFormatVersion) {
    throw new BackupError(
      'backup.unsupported_version',
      `The backup is in format ${format}; this version of Watchpost reads format ${backupFormatVersion}.`,
      { format },
    );
  }
  const parsed = backupHeaderSchema.safeParse(json);
  if (!parsed.success) throw notABackup();
  return parsed.data;
}
