import { DRIVE_FOLDER_MIME } from './google-mime';

/** A literal of the Drive query language: backslashes and single quotes escaped. */
export function driveLiteral(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** SPEC §9: the cloud drive's import list shows the last 30 files. */
export const RECENT_FILES = 30;

/**
 * The files.list parameters of a listing: a search by name (`name contains`), a folder's
 * children (folders first, by name), or the most recently modified files, never trashed ones.
 */
export function driveListParams(listing: {
  folderId?: string | undefined;
  query?: string | undefined;
}): { q: string; orderBy: string; pageSize: number } {
  if (listing.query !== undefined) {
    return {
      q: `name contains ${driveLiteral(listing.query)} and trashed = false`,
      orderBy: 'modifiedTime desc',
      pageSize: 100,
    };
  }
  if (listing.folderId !== undefined) {
    return {
      q: `${driveLiteral(listing.folderId)} in parents and trashed = false`,
      orderBy: 'folder,name',
      pageSize: 100,
    };
  }
  return {
    q: `mimeType != '${DRIVE_FOLDER_MIME}' and trashed = false`,
    orderBy: 'modifiedTime desc',
    pageSize: RECENT_FILES,
  };
}
