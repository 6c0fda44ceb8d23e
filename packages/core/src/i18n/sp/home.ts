import type { Messages } from '../en';

/** Spanish `home` messages, one namespace of `sp` (../sp.ts), typed against English's. */
export const home: Messages['home'] = {
  serverVersion: 'Versión del servidor {{version}}',
};
