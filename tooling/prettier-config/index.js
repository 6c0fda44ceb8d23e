/** Shared Prettier settings (STYLE.md §10). */
export default {
  singleQuote: true,
  semi: true,
  trailingComma: 'all',
  printWidth: 100,
};
