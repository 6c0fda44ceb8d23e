import type { IncomingMessage, ServerResponse } from 'node:http';

/** A failure a test makes the next matching requests answer (issue 14: 401/403/404/429/5xx). */
export type InjectedFault = {
  /** Requests whose method and path (`GET /drive/v3/files/abc`) match; all when absent. */
  match?: RegExp;
  status: number;
  /** Retry-After in seconds, sent with the answer. */
  retryAfterSeconds?: number;
  /** The error reason the provider would give (`rateLimitExceeded`, `insufficientPermissions`). */
  reason?: string;
  /** How many requests it answers; 1 by default. */
  times?: number;
};

/** The faults of a fake server, taken by the requests they match in order. */
export function createFaults() {
  const pending: (InjectedFault & { left: number })[] = [];
  return {
    add(fault: InjectedFault) {
      pending.push({ ...fault, left: fault.times ?? 1 });
    },
    /** The fault this request answers with, if any; counts it down. */
    take(signature: string): InjectedFault | undefined {
      const index = pending.findIndex((fault) => fault.match?.test(signature) ?? true);
      const fault = pending[index];
      if (fault === undefined) {
        return undefined;
      }
      fault.left -= 1;
      if (fault.left <= 0) {
        pending.splice(index, 1);
      }
      return fault;
    },
    clear() {
      pending.length = 0;
    },
  };
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
  response.end(JSON.stringify(body));
}

export async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) {
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  return new URLSearchParams((await readBody(request)).toString('utf8'));
}

/** The bearer token of a request, or undefined. */
export function bearerOf(request: IncomingMessage): string | undefined {
  const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
  return match?.[1];
}
