import type { FastifyReply } from 'fastify';

/** Sends a CSV export as a download (every `*.csv` route): UTF-8, its file name, never cached. */
export function sendCsv(reply: FastifyReply, file: { csv: string; fileName: string }) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.csv);
}

/** 2026-03-18 15:04 in the given zone (sv-SE's form): every spreadsheet reads it as a date and time. */
export function csvTime(value: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(value));
}
