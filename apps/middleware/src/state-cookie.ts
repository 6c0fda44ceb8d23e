import type { FastifyRequest } from 'fastify';

/** How long a started redirect flow may take to come back, in seconds. */
const STATE_COOKIE_SECONDS = 600;

/**
 * The state of a redirect flow (the OpenID sign-in, an integration's consent) in an HttpOnly
 * cookie limited to the flow's paths, so the provider's redirect back completes only in the
 * browser that started it: a consent link sent to someone else cannot bind their account to the
 * sender's, nor sign them in as the sender. SameSite=Lax lets the cookie come back on the
 * provider's top-level redirect; Secure whenever the public URL is https.
 */
export type StateCookie = {
  /** The `set-cookie` value that stores `state` for the flow. */
  set(state: string): string;
  /** The `set-cookie` value that removes it once the flow is over. */
  clear(): string;
  /** The state this browser holds, if it sent the cookie. */
  read(request: FastifyRequest): string | undefined;
};

export function stateCookie(options: {
  name: string;
  path: string;
  publicUrl: string;
}): StateCookie {
  const { name, path } = options;
  const secure = options.publicUrl.startsWith('https:') ? '; Secure' : '';
  const header = (value: string, maxAge: number) =>
    `${name}=${encodeURIComponent(value)}; Path=${path}; Max-Age=${String(maxAge)}; HttpOnly; SameSite=Lax${secure}`;
  return {
    set: (state) => header(state, STATE_COOKIE_SECONDS),
    clear: () => header('', 0),
    read(request) {
      for (const part of (request.headers.cookie ?? '').split(';')) {
        const [key, ...value] = part.trim().split('=');
        if (key === name) {
          return decodeURIComponent(value.join('='));
        }
      }
      return undefined;
    },
  };
}
