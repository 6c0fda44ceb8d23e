import { randomUUID } from 'node:crypto';

import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

import { errorsPlugin } from './errors-plugin';

export type HttpAppOptions = {
  logLevel: string;
  /** Largest body accepted by default (routes that take uploads set their own). */
  bodyLimitBytes: number;
  /** Browser origins, besides the host's own, allowed to call it (the web app on another port). */
  corsOrigins: string[];
  /** Extra sources the web app may connect to (the service host), for the Content-Security-Policy. */
  connectSources?: string[];
  /** Proxies whose `X-Forwarded-For` is believed (`request.ip`); none by default. */
  trustProxy?: boolean | string[];
  /** Paths outside the API that the host answers itself (the web app's SPA fallback). */
  notFound?: (request: FastifyRequest, reply: FastifyReply) => boolean;
};

const REQUEST_ID = /^[\w.-]{1,64}$/;

/**
 * A fastify instance with what both hosts share: pino logs with a request id on every line (taken
 * from `x-request-id` when the caller sent a sane one, echoed back), query strings kept out of logs
 * (a token may ride in one, DECISIONS.md), security headers, CORS, the one error shape, and a
 * graceful close (in-flight requests finish, new ones get 503).
 */
export async function createHttpApp(options: HttpAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: options.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: {
        req: (request: FastifyRequest) => ({
          method: request.method,
          path: request.url.split('?')[0],
          remoteAddress: request.ip,
        }),
      },
    },
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    bodyLimit: options.bodyLimitBytes,
    trustProxy: options.trustProxy ?? false,
    routerOptions: { ignoreTrailingSlash: true },
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    ajv: {
      // Reject what the contract does not allow instead of silently dropping it, and report
      // every failing field at once so a client can fix them together.
      customOptions: {
        removeAdditional: false,
        coerceTypes: 'array',
        useDefaults: true,
        allErrors: true,
        // Multipart bodies are described as properties without `type: object` (their parts are
        // read by the handlers, not by Ajv); strict typing would only log a warning per route.
        strictTypes: false,
      },
    },
  });

  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    // The time this host spent before answering (a streamed body's transfer excluded), so load
    // tests and browsers' dev tools see the server's share of a call apart from the network's.
    reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(1)}`);
    return payload;
  });

  await app.register(helmet, {
    // DECISIONS.md: the validate-token call carries a token in its query; never leak it onward.
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginResourcePolicy: { policy: 'same-site' },
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // PrimeReact positions overlays with inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(options.connectSources ?? [])],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // The embedded default is plain http on localhost; upgrading would break it.
        upgradeInsecureRequests: null,
      },
    },
  });

  await app.register(cors, {
    origin: options.corsOrigins.length > 0 ? options.corsOrigins : false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: [
      'authorization',
      'content-type',
      'accept-language',
      'x-request-id',
      'tus-resumable',
      'upload-length',
      'upload-offset',
      'upload-metadata',
    ],
    exposedHeaders: [
      'content-disposition',
      'x-request-id',
      'server-timing',
      'location',
      'upload-offset',
      'upload-length',
    ],
    maxAge: 600,
  });

  await app.register(errorsPlugin, options.notFound ? { notFound: options.notFound } : {});
  return app;
}
