import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { calculateJwkThumbprint, SignJWT } from 'jose';

/**
 * What the service needs of the middleware, in the test process: its JWKS and its validate call,
 * with a key pair to sign access tokens as the middleware does and a set of revoked sessions.
 */
export async function startFakeMiddleware() {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const { x } = publicKey.export({ format: 'jwk' });
  const jwk = { kty: 'OKP', crv: 'Ed25519', x: x ?? '', alg: 'EdDSA', use: 'sig' };
  const kid = await calculateJwkThumbprint(jwk);
  const revokedFamilies = new Set<string>();
  const calls = { jwks: 0, validate: 0 };
  /** The utility uses reported, with the Authorization header each came with. */
  const uses: Array<{ authorization: string | undefined; use: unknown }> = [];

  const server = createServer((request, response) => {
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    if (request.url === '/api/auth/jwks') {
      calls.jwks++;
      return json(200, { keys: [{ ...jwk, kid }] });
    }
    if (request.url === '/api/auth/validate') {
      calls.validate++;
      const token = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
      const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
        fid?: string;
        sub?: string;
      };
      return revokedFamilies.has(claims.fid ?? '')
        ? json(401, { errorCode: 'SESSION_EXPIRED', errorMessage: 'revoked' })
        : json(200, { valid: true, username: claims.sub, expiresAt: new Date().toISOString() });
    }
    if (request.url === '/api/dashboard/utility-uses' && request.method === 'POST') {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        uses.push({
          authorization: request.headers.authorization,
          use: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown,
        });
        response.writeHead(204).end();
      });
      return;
    }
    return json(404, { errorCode: 'ENDPOINT_NOT_FOUND', errorMessage: 'no' });
  });
  const address = await new Promise<AddressInfo>((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(server.address() as AddressInfo));
  });

  return {
    url: `http://127.0.0.1:${address.port}/api`,
    publicX: jwk.x,
    revokedFamilies,
    calls,
    uses,
    /** An access token as the middleware signs it; `lifetimeSeconds` < 0 makes an expired one. */
    sign(username: string, options: { familyId?: string; lifetimeSeconds?: number } = {}) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ fid: options.familyId ?? randomUUID() })
        .setProtectedHeader({ alg: 'EdDSA', typ: 'at+jwt', kid })
        .setSubject(username)
        .setIssuer('folio')
        .setAudience('folio')
        .setIssuedAt(now - 60)
        .setExpirationTime(now + (options.lifetimeSeconds ?? 900))
        .setJti(randomUUID())
        .sign(privateKey);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
