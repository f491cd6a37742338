import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * Makes every answer in flight when the app starts closing the last on its connection, so close() ends once they
 * are sent. Node's server.close() only ends the keep-alive connections idle at that moment: one busy then (a slow
 * request, a live stream) stays open after its answer until the keep-alive timeout (72 s in Fastify), and a
 * SIGTERM would run into main.ts's 10-s deadline and exit 1 (docs/deploy.md#stopping-a-process).
 */
export function endConnectionsAfterLastAnswers(app: FastifyInstance): void {
  const inFlight = new Set<ServerResponse>();
  app.server.on('request', (_request, response: ServerResponse) => {
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
  });
  app.addHook('preClose', async () => {
    for (const response of inFlight) {
      if (!response.headersSent) {
        // Node then answers with `Connection: close` and ends the connection after the answer.
        response.shouldKeepAlive = false;
      } else {
        // A live stream: its headers are out; the connection ends with the stream.
        const socket = response.socket;
        response.once('finish', () => socket?.end());
      }
    }
  });
}
