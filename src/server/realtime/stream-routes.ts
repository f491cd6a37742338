import type { FastifyInstance } from 'fastify';
import { heartbeatIntervalMs, type LiveEvent, streamOperations } from '../../shared/contract/stream.ts';
import type { AppContext } from '../context.ts';
import { operationRoute } from '../http/operation-route.ts';
import { sessionStillValid } from '../modules/auth/index.ts';
import type { LiveHub } from './live-hub.ts';

const frames = new WeakMap<LiveEvent, Buffer>();

/** The hub hands one event object to every stream that may see it: serialized and encoded once, not per stream. */
function frameOf(event: LiveEvent): Buffer {
  let frame = frames.get(event);
  if (!frame) {
    frame = Buffer.from(`event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`);
    frames.set(event, frame);
  }
  return frame;
}

/**
 * GET /stream (contract/stream.ts): the response is handed over to the hub for as long as the browser keeps it;
 * each heartbeat also checks that the session still holds, so a signed-out or expired session's stream ends.
 */
export async function streamRoutes(app: FastifyInstance, { ctx, live }: { ctx: AppContext; live: LiveHub }) {
  operationRoute(app, streamOperations.open, async (request, reply, caller) => {
    const token = request.sessionToken;
    const res = reply.raw;
    reply.hijack();
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-request-id': request.id,
    });
    let open = true;
    const send = (event: LiveEvent) => {
      if (open) res.write(frameOf(event));
    };
    let unsubscribe: (() => void) | undefined;
    let heartbeat: NodeJS.Timeout | undefined;
    const close = () => {
      if (!open) return;
      open = false;
      if (heartbeat) clearInterval(heartbeat);
      unsubscribe?.();
      res.end();
    };
    request.raw.on('close', close);
    try {
      unsubscribe = await live.subscribe(caller, send, close);
    } catch (error) {
      request.log.error({ err: error }, 'live stream could not start');
      close();
      return reply;
    }
    if (!open) {
      unsubscribe();
      return reply;
    }
    // Tells a proxy or browser how long to wait before reconnecting, then that the stream is live.
    res.write('retry: 3000\n\n');
    send({ type: 'ready', data: { now: ctx.clock().toISOString() } });
    heartbeat = setInterval(() => {
      void (async () => {
        if (!token || !(await sessionStillValid(ctx, token).catch(() => true))) return close();
        send({ type: 'heartbeat', data: { now: ctx.clock().toISOString() } });
      })();
    }, heartbeatIntervalMs);
    return reply;
  });
}
