import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One delivery as a webhook receiver saw it. */
export type ReceivedDelivery = {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** When it arrived, by this process's clock (ms). */
  at: number;
};

/** A local webhook receiver: records every POST, answers what `answer` says for its path. */
export type WebhookReceiver = {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  port: number;
  received: ReceivedDelivery[];
  /** What each path answers (200 unless set); a function is asked per request. */
  answer: Map<string, number | ((delivery: ReceivedDelivery) => number)>;
  at(path: string): ReceivedDelivery[];
  close(): Promise<void>;
};

/** Starts a receiver on 127.0.0.1 and a free port. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedDelivery[] = [];
  const answer: WebhookReceiver['answer'] = new Map();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const delivery: ReceivedDelivery = {
        path: request.url ?? '/',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      };
      received.push(delivery);
      const status = answer.get(delivery.path) ?? 200;
      response.writeHead(typeof status === 'function' ? status(delivery) : status).end();
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    received,
    answer,
    at: (path) => received.filter((delivery) => delivery.path === path),
    close: async () => {
      server.closeAllConnections();
      await new Promise((closed) => server.close(closed));
    },
  };
}
