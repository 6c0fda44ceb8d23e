// A local server speaking the documented subset of OpenAI's chat-completions API
// (`POST /v1/chat/completions`), for API tests of configurations with a model: start the servers
// with `OPENAI_API_KEY` and `OPENAI_BASE_URL=${mock.url}/v1`, answer each request from `respond`.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A chat-completions request as received. */
export type ChatRequest = {
  headers: IncomingHttpHeaders;
  body: {
    model?: string;
    messages?: { role: string; content: string }[];
    response_format?: { type: string; json_schema?: { name: string; schema: unknown } };
  };
};

/** The model's text for a request, or an HTTP failure to answer instead. */
export type ChatAnswer = string | { status: number; headers?: Record<string, string> };

export type OpenAiMock = {
  /** Without the version segment: the base URL is `${url}/v1`. */
  url: string;
  requests: ChatRequest[];
  close(): Promise<void>;
};

/** Starts the mock on a free port; `respond` decides each answer. */
export async function startOpenAiMock(
  respond: (request: ChatRequest) => ChatAnswer,
): Promise<OpenAiMock> {
  const requests: ChatRequest[] = [];
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        outgoing.writeHead(status, { 'content-type': 'application/json', ...headers });
        outgoing.end(JSON.stringify(body));
      };
      if (incoming.method !== 'POST' || incoming.url !== '/v1/chat/completions') {
        send(404, { error: { message: 'not found' } });
        return;
      }
      let body: ChatRequest['body'];
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatRequest['body'];
      } catch {
        send(400, { error: { message: 'body is not JSON', type: 'invalid_request_error' } });
        return;
      }
      const request = { headers: incoming.headers, body };
      requests.push(request);
      const answer = respond(request);
      if (typeof answer !== 'string') {
        send(answer.status, { error: { message: 'scripted failure' } }, answer.headers);
        return;
      }
      send(200, {
        id: 'chatcmpl-e2e',
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model ?? 'mock',
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: answer, refusal: null },
            finish_reason: 'stop',
          },
        ],
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
