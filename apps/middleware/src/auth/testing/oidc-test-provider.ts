import { generateKeyPairSync } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import Provider from 'oidc-provider';

/** The person the test provider signs in, and what it says about them. */
export type TestIdentity = {
  sub: string;
  email: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
};

/**
 * A real OpenID Connect provider (the `oidc-provider` package) in the test process, with one
 * client for Folio. Its login and consent screens are replaced by a handler that signs in
 * `identity.current` at once, so a test drives the whole code flow with plain HTTP.
 */
export async function startTestProvider(options: {
  redirectUri: string;
  clientId: string;
  clientSecret: string;
}) {
  const identity: { current: TestIdentity } = {
    current: {
      sub: 'user-1',
      email: 'olga@example.com',
      emailVerified: true,
      givenName: 'Olga',
      familyName: 'Ruiz',
    },
  };
  // The provider needs its issuer URL, which needs the server's port: it is created after listen.
  const holder: { provider?: Provider } = {};

  const server = createServer((request, response) => {
    const current = holder.provider;
    if (!current) {
      response.writeHead(503).end();
      return;
    }
    if (!request.url?.startsWith('/interaction/')) {
      current.callback()(request, response);
      return;
    }
    void (async () => {
      const details = await current.interactionDetails(request, response);
      if (details.prompt.name === 'login') {
        await current.interactionFinished(request, response, {
          login: { accountId: identity.current.sub },
        });
        return;
      }
      const grant = new current.Grant({
        accountId: details.session?.accountId ?? '',
        clientId: options.clientId,
      });
      grant.addOIDCScope('openid email profile');
      await current.interactionFinished(
        request,
        response,
        { consent: { grantId: await grant.save() } },
        { mergeWithLastSubmission: true },
      );
    })().catch(() => response.writeHead(500).end());
  });
  const address = await new Promise<AddressInfo>((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(server.address() as AddressInfo));
  });
  const issuer = `http://127.0.0.1:${address.port}`;
  holder.provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name'],
    },
    findAccount: async (_context: unknown, sub: string) => ({
      accountId: sub,
      claims: async () => ({
        sub,
        email: identity.current.email,
        email_verified: identity.current.emailVerified,
        given_name: identity.current.givenName,
        family_name: identity.current.familyName,
      }),
    }),
    interactions: {
      url: (_context: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
    },
    features: { devInteractions: { enabled: false } },
    cookies: { keys: ['folio-test-cookie-key'] },
    // Storage and lifetimes of its own too: the package's defaults print warnings into the run.
    adapter: memoryAdapter(),
    ttl: { AccessToken: 600, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    // A key of its own, rather than the package's development keys (which it warns about).
    jwks: {
      keys: [
        generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }),
      ],
    },
  });

  return {
    issuer,
    identity,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Stored = Record<string, unknown>;

/** The provider's store for one test run: one map, every model's entries under `model:id`. */
function memoryAdapter() {
  const store = new Map<string, Stored>();
  return (model: string) => {
    const key = (id: string) => `${model}:${id}`;
    const findBy = (field: string, value: string) =>
      [...store].find(
        ([each, payload]) => each.startsWith(`${model}:`) && payload[field] === value,
      )?.[1];
    return {
      upsert: (id: string, payload: Stored) => {
        store.set(key(id), payload);
        return Promise.resolve();
      },
      find: (id: string) => Promise.resolve(store.get(key(id))),
      findByUid: (uid: string) => Promise.resolve(findBy('uid', uid)),
      findByUserCode: (userCode: string) => Promise.resolve(findBy('userCode', userCode)),
      consume: (id: string) => {
        const payload = store.get(key(id));
        if (payload) {
          payload['consumed'] = Math.floor(Date.now() / 1000);
        }
        return Promise.resolve();
      },
      destroy: (id: string) => {
        store.delete(key(id));
        return Promise.resolve();
      },
      revokeByGrantId: (grantId: string) => {
        for (const [each, payload] of store) {
          if (payload['grantId'] === grantId) {
            store.delete(each);
          }
        }
        return Promise.resolve();
      },
    };
  };
}

/**
 * Follows redirects like a browser, keeping cookies by name, until one leads to `stopAt`; answers
 * that URL. Enough for the provider's own cookies on one host.
 */
export async function followUntil(start: string, stopAt: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = start;
  for (let hop = 0; hop < 20; hop++) {
    if (url.startsWith(stopAt)) {
      return new URL(url);
    }
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', ...value] = pair.split('=');
      cookies.set(name.trim(), value.join('='));
    }
    const location = response.headers.get('location');
    if (!location) {
      throw new Error(
        `${url} answered ${response.status} without a redirect: ${await response.text()}`,
      );
    }
    url = new URL(location, url).href;
  }
  throw new Error(`too many redirects from ${start}`);
}
