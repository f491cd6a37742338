import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Operation } from '../../shared/contract/operation.ts';
import { type CallerOf, type OperationRequest, operationRoute } from './operation-route.ts';

/** A CSV export as a service makes it: the text and the name the download gets. */
export interface CsvFile {
  csv: string;
  fileName: string;
}

/** Sends a CSV export as a download (every `*.csv` route): UTF-8, its file name, never cached. */
export function sendCsv(reply: FastifyReply, file: CsvFile) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.csv);
}

/** The route of a CSV export operation: `exportFile` makes the file from the request, which goes as a download. */
export function csvRoute<O extends Operation>(
  app: FastifyInstance,
  operation: O,
  exportFile: (request: OperationRequest<O>, caller: CallerOf<O>) => Promise<CsvFile>,
): void {
  operationRoute(app, operation, async (request, reply, caller) => sendCsv(reply, await exportFile(request, caller)));
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
