import type { MiddlewareComponents } from '@folio/sdk';
import { createContext, useContext } from 'react';

/** What every client needs before sign-in: version, service address, demo mode, limits, AI. */
export type PublicConfig = MiddlewareComponents['schemas']['PublicConfigResponse'];

/** Filled by the system gate once `GET /api/config` answered; the app renders only after. */
export const PublicConfigContext = createContext<PublicConfig | null>(null);

/**
 * The server's public config. Every screen renders under the system gate, which loads it before
 * the app shows, so the value is always there; outside the gate this throws (a wiring bug).
 */
export function usePublicConfig(): PublicConfig {
  const config = useContext(PublicConfigContext);
  if (!config) {
    throw new Error('usePublicConfig() needs the system gate above it');
  }
  return config;
}
