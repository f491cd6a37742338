import type { FastifyReply } from 'fastify';

/** Sends a CSV export as a download (every `*.csv` route): UTF-8, its file name, never cached. */
export function sendCsv(reply: FastifyReply, file: { csv: string; fileName: string }) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.csv);
}
