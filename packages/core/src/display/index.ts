/** Display helpers (SPEC §3): file names, sizes, dates and the user menu's name, as users see them. */
export { formatDate } from './dates';
export { cleanFileName } from './file-name';
export { formatSize } from './sizes';
export { displayUsername } from './username';
