import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Headers of one connection, not of the message: never forwarded (RFC 9110, 7.6.1). */
const hopByHop = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te']);

function forwardable(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !hopByHop.has(name)));
}

export interface RoundRobinProxy {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** Makes `name` take the next request (the rotation goes on from there). */
  aimAt(name: string): void;
  close(): Promise<void>;
}

/**
 * What a load balancer in front of several Watchpost processes does, reduced to what the multi-process test needs:
 * each request goes to the next upstream in turn (one new connection per request, so consecutive requests of one
 * client alternate); an upstream that refuses the connection is marked down and the request goes to the next
 * (safe: it never reached a server). Request bodies are read whole first (they are small); responses are streamed
 * as they arrive, never buffered, so Server-Sent Events pass live. Every answer says which upstream gave it in
 * `x-upstream`; a connection that breaks after the request was sent answers 502.
 */
export async function startRoundRobinProxy(upstreams: Array<{ name: string; url: string }>): Promise<RoundRobinProxy> {
  const down = new Set<string>();
  let next = 0;

  const pick = () => {
    for (let i = 0; i < upstreams.length; i += 1) {
      const upstream = upstreams[(next + i) % upstreams.length];
      if (upstream && !down.has(upstream.name)) {
        next = (next + i + 1) % upstreams.length;
        return upstream;
      }
    }
    return undefined;
  };

  const forward = (request: http.IncomingMessage, body: Buffer, response: http.ServerResponse) => {
    const upstream = pick();
    if (!upstream) {
      response.writeHead(502, { 'x-upstream': 'none' }).end();
      return;
    }
    const target = new URL(request.url ?? '/', upstream.url);
    const outgoing = http.request(target, {
      method: request.method,
      headers: {
        ...forwardable(request.headers),
        'x-forwarded-for': request.headers['x-forwarded-for'] ?? request.socket.remoteAddress ?? '127.0.0.1',
        'content-length': String(body.length),
      },
      agent: false,
    });
    let answered = false;
    outgoing.on('response', (incoming) => {
      answered = true;
      response.writeHead(incoming.statusCode ?? 502, { ...forwardable(incoming.headers), 'x-upstream': upstream.name });
      response.flushHeaders();
      incoming.on('data', (chunk: Buffer) => response.write(chunk));
      incoming.on('end', () => response.end());
      // The upstream died mid-answer: the client sees its connection break, as behind a real balancer.
      incoming.on('error', () => response.destroy());
      incoming.on('aborted', () => response.destroy());
    });
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (answered) return response.destroy();
      if (error.code === 'ECONNREFUSED') {
        down.add(upstream.name);
        return forward(request, body, response);
      }
      response.writeHead(502, { 'x-upstream': upstream.name }).end();
    });
    // The client went away (e.g. closed its live stream): so does the upstream request.
    response.on('close', () => outgoing.destroy());
    outgoing.end(body);
  };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => forward(request, Buffer.concat(chunks), response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    aimAt(name) {
      const index = upstreams.findIndex((u) => u.name === name);
      if (index < 0) throw new Error(`no upstream ${name}`);
      next = index;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
