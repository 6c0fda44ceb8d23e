// `npm start` (after the bootstrap and build): both hosts in one process on two ports, PGlite,
// blobs and the e-mail outbox in FOLIO_DATA_DIR (./data), the web app at http://localhost:8080.
import { loadMiddlewareConfig, shutdownDeadlineMs, startMiddleware } from '@folio/middleware';
import { closeOnSignals } from '@folio/server';
import { loadServiceConfig, startService } from '@folio/service';

const servicePort = process.env['FOLIO_SERVICE_PORT'] ?? '8081';
// The web app learns the service's address from the middleware's public config.
process.env['FOLIO_SERVICE_URL'] ??= `http://localhost:${servicePort}/api`;

const serviceConfig = loadServiceConfig();
const middlewareConfig = loadMiddlewareConfig();

const service = await startService(serviceConfig);
const middleware = await startMiddleware(middlewareConfig).catch(async (error: unknown) => {
  await service.close();
  throw error;
});

closeOnSignals([() => middleware.close(), () => service.close()], {
  timeoutMs: shutdownDeadlineMs(middlewareConfig),
  log: middleware.log,
});
console.log(`Folio is running: web app and API at ${middlewareConfig.publicUrl}`);
console.log(
  `  middleware API: ${middlewareConfig.publicUrl}/api   service API: ${middlewareConfig.serviceUrl}`,
);
console.log(`  data folder: ${middlewareConfig.dataDir}`);
