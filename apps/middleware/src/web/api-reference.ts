import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

import middlewareContract from '@folio/sdk/openapi/middleware.json' with { type: 'json' };
import serviceContract from '@folio/sdk/openapi/service.json' with { type: 'json' };
import type { FastifyInstance } from 'fastify';

import { escapeHtml } from './escape-html';

/** Where the API reference is served: one page per host. */
export const API_REFERENCE_PATH = '/docs/api';

const HOSTS = {
  middleware: { title: 'Folio middleware API', contract: middlewareContract },
  service: { title: 'Folio service API', contract: serviceContract },
} as const;

type Host = keyof typeof HOSTS;

/**
 * The reference page of one host: Redoc's standalone bundle, served from this host (no CDN, so
 * it works offline and under the app's Content-Security-Policy: no inline script; Redoc's inline
 * styles and blob search worker are what that policy already allows the web app).
 */
function referencePage(host: Host): string {
  const other: Host = host === 'middleware' ? 'service' : 'middleware';
  const title = escapeHtml(HOSTS[host].title);
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
  </head>
  <body>
    <nav aria-label="API references">
      <a href="${API_REFERENCE_PATH}/${other}">${escapeHtml(HOSTS[other].title)}</a>
    </nav>
    <redoc spec-url="${API_REFERENCE_PATH}/${host}.json"></redoc>
    <script src="${API_REFERENCE_PATH}/redoc.standalone.js"></script>
  </body>
</html>
`;
}

/** The one remote file Redoc's bundle loads: the logo of its "API docs by Redocly" footer. */
const REDOC_REMOTE_LOGO = 'https://cdn.redoc.ly/redoc/logo-mini.svg';

/**
 * Redoc's bundle with its footer logo pointed at an empty inline image: the page then fetches
 * nothing from outside (offline, and no CSP refusal in the console), and the footer keeps its text.
 */
function withoutRemoteLogo(bundle: string): string {
  return bundle.replaceAll(
    REDOC_REMOTE_LOGO,
    "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E",
  );
}

/**
 * Serves the API reference of both hosts from the contracts the SDK bundles (issue 21, "docs
 * that run"): `/docs/api` (the middleware), `/docs/api/service`, their OpenAPI documents as JSON,
 * and Redoc's bundle from the `redoc` package. Each operation's `bearerAuth` names are the scopes
 * an API key needs for it.
 */
export async function registerApiReference(app: FastifyInstance): Promise<void> {
  const bundlePath = createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js');
  const bundle = withoutRemoteLogo(await readFile(bundlePath, 'utf8'));
  app.get(API_REFERENCE_PATH, (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(referencePage('middleware')),
  );
  for (const host of Object.keys(HOSTS) as Host[]) {
    app.get(`${API_REFERENCE_PATH}/${host}`, (_request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(referencePage(host)),
    );
    app.get(`${API_REFERENCE_PATH}/${host}.json`, (_request, reply) =>
      reply.header('cache-control', 'no-cache').send(HOSTS[host].contract),
    );
  }
  app.get(`${API_REFERENCE_PATH}/redoc.standalone.js`, (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(bundle),
  );
}
