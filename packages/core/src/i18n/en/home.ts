/** English `home` messages, one namespace of `en` (../en.ts). */
export const home = {
  serverVersion: 'Server version {{version}}',
} as const;
