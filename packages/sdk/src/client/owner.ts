import type { UserContext } from '../user-context';

import type { ClientContext } from './call';

/**
 * The owner part of the user context (`empresa`, `user`): what the query of a read names when
 * the contract lists no `aplicacion` or `modelo` (the dashboard, the collections).
 */
export function ownerOf(
  context: Pick<ClientContext, 'user'>,
): Pick<UserContext, 'empresa' | 'user'> {
  const { empresa, user } = context.user();
  return { empresa, user };
}
