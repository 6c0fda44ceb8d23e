/* eslint-disable no-console, no-restricted-imports, no-restricted-properties -- an integrator's
   script: it imports the published package by name, reads the environment and prints. */
// Reacts to Folio's webhooks: a small HTTP server that checks each delivery's signature with the
// webhook's secret (shown once, when the webhook was registered) and prints the event.
//   FOLIO_WEBHOOK_SECRET=whsec_... PORT=3000 node webhook-receiver.ts
// Register http(s)://<this host>:3000/ on the profile screen; Folio only calls addresses on the
// internet unless its operator allows others (FOLIO_WEBHOOKS_ALLOW).
import { createServer } from 'node:http';

import { verifyWebhook, WebhookVerificationError } from '@folio/sdk';

const secret = process.env['FOLIO_WEBHOOK_SECRET'] ?? '';
const port = Number(process.env['PORT'] ?? 3000);
const seen = new Set<string>();

const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    // The raw body, exactly as sent: the signature covers these bytes.
    verifyWebhook(secret, request.headers, Buffer.concat(chunks).toString('utf8')).then(
      (event) => {
        // A delivery may come twice (a retry after a lost answer): one webhook-id, one event.
        const id = String(request.headers['webhook-id']);
        if (!seen.has(id)) {
          seen.add(id);
          console.log(`${event.type} ${JSON.stringify(event.data)}`);
        }
        response.writeHead(204).end();
      },
      (error: unknown) => {
        const reason = error instanceof WebhookVerificationError ? error.reason : 'error';
        console.error(`refused a delivery: ${reason}`);
        response.writeHead(400).end();
      },
    );
  });
});
server.listen(port, '127.0.0.1', () => console.log(`listening on http://127.0.0.1:${port}/`));
