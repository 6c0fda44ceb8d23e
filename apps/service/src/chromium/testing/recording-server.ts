import { createSocket } from 'node:dgram';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An HTTP server and a UDP socket on 127.0.0.1 that record every hit: what a page printed by the
 * pool must never reach. The HTTP server answers every path with text a test would see in the PDF.
 */
export async function startRecordingServer() {
  const hits: string[] = [];
  const datagrams: number[] = [];
  const http = createServer((request, response) => {
    hits.push(`${request.method ?? '?'} ${request.url ?? '?'}`);
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('content-type', 'text/html');
    response.end('<p>LEAKED-FROM-LOOPBACK</p>');
  });
  http.on('upgrade', (request, socket) => {
    hits.push(`UPGRADE ${request.url ?? '?'}`);
    socket.destroy();
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const udp = createSocket('udp4');
  udp.on('message', (message) => datagrams.push(message.length));
  await new Promise<void>((resolve) => udp.bind(0, '127.0.0.1', resolve));
  const port = (http.address() as AddressInfo).port;
  return {
    /** `http://127.0.0.1:<port>` */
    origin: `http://127.0.0.1:${port}`,
    port,
    udpPort: udp.address().port,
    hits,
    datagrams,
    /** Resolves once no connection is open: a closed browser can then add no more hits. */
    async drained(timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      const open = () =>
        new Promise<number>((resolve, reject) =>
          http.getConnections((error, count) => (error ? reject(error) : resolve(count))),
        );
      while ((await open()) > 0) {
        if (Date.now() > deadline) {
          throw new Error('connections to the recording server are still open');
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async close() {
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await new Promise<void>((resolve) => udp.close(resolve));
    },
  };
}
