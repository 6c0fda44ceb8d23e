import { expectData } from '../clients';
import type { components } from '../generated/middleware';

import { runCall, type CallOptions, type ClientContext } from './call';
import { ownerOf } from './owner';

/** One configuration with results: its documents per state and its last run. */
export type Collection = components['schemas']['Collection'];

/**
 * SPEC §7 get collections: each of the user's configurations with results, latest run first
 * (the last-configurations screen).
 */
export async function listCollections(
  context: ClientContext,
  options?: CallOptions,
): Promise<Collection[]> {
  const answer = await runCall(context, options, (signal) =>
    expectData(
      context.clients.middleware.GET('/extractor/collections', {
        params: { query: ownerOf(context) },
        signal,
      }),
    ),
  );
  return answer.data;
}
