import type { MiddlewareComponents } from '@folio/sdk';

/** A folder's colour (SPEC §3: blue, green, yellow, red, purple, orange, teal, gray). */
export type FolderColor = MiddlewareComponents['schemas']['FolderColor'];

/** A folder's status label (SPEC §4: active, inactive, processing, completed, error, pending, syncing). */
export type FolderStatus = MiddlewareComponents['schemas']['FolderStatus'];

/** The predefined folders (SPEC §3): all files, chatbot, extractor and uploaded files. */
export type SystemFolderKind = MiddlewareComponents['schemas']['SystemFolderKind'];

/** Every folder colour in the order SPEC §3 lists them, which is the order pickers show. */
export const FOLDER_COLORS: readonly FolderColor[] = [
  'blue',
  'green',
  'yellow',
  'red',
  'purple',
  'orange',
  'teal',
  'gray',
];

/** Every status label in the order SPEC §4 lists them. */
export const FOLDER_STATUSES: readonly FolderStatus[] = [
  'active',
  'inactive',
  'processing',
  'completed',
  'error',
  'pending',
  'syncing',
];

/**
 * The shade each folder colour is drawn in, the same in every face: mid-tone values readable on a
 * light and a dark background (a Folio choice; SPEC §3 names the colours only).
 */
export const FOLDER_COLOR_HEX: Readonly<Record<FolderColor, string>> = {
  blue: '#3b82f6',
  green: '#22c55e',
  yellow: '#eab308',
  red: '#ef4444',
  purple: '#a855f7',
  orange: '#f97316',
  teal: '#14b8a6',
  gray: '#6b7280',
};

/** How a status label should read at a glance: good, under way, waiting, bad or quiet. */
export type StatusTone = 'success' | 'info' | 'warning' | 'danger' | 'neutral';

/**
 * The tone of each folder status label (SPEC §4), so every face colours them alike: completed and
 * active read as good, processing and syncing as work under way, pending as waiting, error as bad,
 * inactive as quiet.
 */
export function folderStatusTone(status: FolderStatus): StatusTone {
  switch (status) {
    case 'active':
    case 'completed':
      return 'success';
    case 'processing':
    case 'syncing':
      return 'info';
    case 'pending':
      return 'warning';
    case 'error':
      return 'danger';
    case 'inactive':
      return 'neutral';
  }
}
