/* eslint-disable no-console, no-restricted-imports, no-restricted-properties -- an integrator's
   script: it imports the published package by name, reads the environment and prints. */
// How the examples sign in: from the environment, so no script holds a password.
//   FOLIO_URL          the middleware, e.g. http://localhost:8080/api
//   FOLIO_API_KEY      an API key, or else the three below
//   FOLIO_EMAIL, FOLIO_PASSWORD, FOLIO_ACCOUNT_KEY (the key shown once at registration)
import { createFolio, type Folio } from '@folio/sdk';

export function connect(): Promise<Folio> {
  const env = process.env;
  const url = env['FOLIO_URL'] ?? 'http://localhost:8080/api';
  const apiKey = env['FOLIO_API_KEY'];
  if (apiKey) {
    return createFolio({ url, apiKey });
  }
  return createFolio({
    url,
    email: env['FOLIO_EMAIL'] ?? '',
    password: env['FOLIO_PASSWORD'] ?? '',
    accountKey: env['FOLIO_ACCOUNT_KEY'] ?? '',
  });
}

/** The command-line arguments after the script, or the usage line and exit 2. */
export function argumentsOr(usage: string, count: number): string[] {
  const given = process.argv.slice(2);
  if (given.length < count) {
    console.error(`usage: node ${usage}`);
    process.exit(2);
  }
  return given;
}
