import { AppError } from '@folio/core';
import { COMPANY, type MiddlewareComponents } from '@folio/sdk';

import type { FolderColor } from '../db/schema';
import { deleteBlobsAfterCommit } from './blob-cleanup';
import {
  deleteFolderRows,
  findFolderByName,
  insertFolder,
  listFolderRows,
  reassignFolderFiles,
  selectFolderStats,
  updateFolderRow,
  type FolderRow,
} from './folders.queries';
import type { Owner } from './owners';
import { toFolder, toFolderList } from './folder-view';
import { isAllFilesView, normalizeFolderName } from './rules/folder-name';
import { isUniqueViolation } from '../db/unique-violation';
import type { StorageDeps } from './storage-deps';

type Folder = MiddlewareComponents['schemas']['Folder'];

const nameExists = (name: string) =>
  new AppError('FOLDER_NAME_EXISTS', {
    message: `folder ${name} exists`,
    detail: { topico: name },
  });

const notFound = (name: string) =>
  new AppError('RESOURCE_NOT_FOUND', {
    message: `no folder ${name} for this user`,
    detail: { topico: name },
  });

const protectedFolder = (name: string) =>
  new AppError('SYSTEM_FOLDER_PROTECTED', {
    message: `system folder ${name} is protected`,
    detail: { topico: name },
  });

/** Description as stored: trimmed, and nothing rather than an empty string. */
function cleanDescription(text: string | null | undefined): string | null | undefined {
  if (text === undefined || text === null) {
    return text;
  }
  const trimmed = text.normalize('NFC').trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * Folders (SPEC §3 Folder, §5, §7): the caller's own only; system folders (`chatbot`,
 * `extractor`, `uploads`, and the `all` view) cannot be changed, renamed, moved or deleted.
 */
export function createFolderService(deps: StorageDeps) {
  const { db } = deps;

  /** The caller's folder of a name; the `all` view and another user's names are not found. */
  async function findOwnFolder(owner: Owner, name: string): Promise<FolderRow> {
    const folder = isAllFilesView(name)
      ? undefined
      : await findFolderByName(db, owner.userId, name.normalize('NFC').trim());
    if (!folder) {
      throw notFound(name);
    }
    return folder;
  }

  /** The caller's folder of a name, refusing system folders and the `all` view. */
  async function findChangeableFolder(owner: Owner, name: string): Promise<FolderRow> {
    if (isAllFilesView(name)) {
      throw protectedFolder(name);
    }
    const folder = await findOwnFolder(owner, name);
    if (folder.system_kind !== null) {
      throw protectedFolder(folder.name);
    }
    return folder;
  }

  async function folderView(row: FolderRow, ownerEmail: string): Promise<Folder> {
    return toFolder(row, await selectFolderStats(db, row.user_id, row.id), ownerEmail);
  }

  return {
    findOwnFolder,

    /** The `all` view, the system folders, then the caller's folders by name (SPEC §3). */
    async listFolders(owner: Owner): Promise<Folder[]> {
      const [rows, stats] = await Promise.all([
        listFolderRows(db, owner.userId),
        selectFolderStats(db, owner.userId),
      ]);
      return toFolderList(rows, stats, owner.email);
    },

    async createFolder(
      owner: Owner,
      input: { name: string; description?: string | undefined; color?: FolderColor | undefined },
    ): Promise<Folder> {
      const name = normalizeFolderName(input.name);
      if (isAllFilesView(name)) {
        throw nameExists(name);
      }
      const row = await insertFolder(db, {
        userId: owner.userId,
        empresa: COMPANY,
        name,
        description: cleanDescription(input.description) ?? null,
        color: input.color ?? 'blue',
      });
      if (!row) {
        throw nameExists(name);
      }
      return folderView(row, owner.email);
    },

    async updateFolder(
      owner: Owner,
      name: string,
      change: { description?: string | null | undefined; color?: FolderColor | undefined },
    ): Promise<Folder> {
      const folder = await findChangeableFolder(owner, name);
      const description = cleanDescription(change.description);
      const row = await updateFolderRow(db, folder.id, {
        ...(description === undefined ? {} : { description }),
        ...(change.color === undefined ? {} : { color: change.color }),
      });
      return folderView(row ?? folder, owner.email);
    },

    /** Deletes a folder and its files (rows in one transaction, then blobs); answers the files. */
    async deleteFolder(owner: Owner, name: string): Promise<number> {
      const folder = await findChangeableFolder(owner, name);
      const keys = await db.transaction().execute((trx) => deleteFolderRows(trx, [folder.id]));
      deps.statistics.noteChanged(keys.length);
      await deleteBlobsAfterCommit(deps, keys);
      return keys.length;
    },

    /** Deletes every folder of the caller but the system ones (SPEC §7); answers how many. */
    async deleteAllFolders(owner: Owner): Promise<number> {
      const folders = (await listFolderRows(db, owner.userId)).filter(
        (folder) => folder.system_kind === null,
      );
      const keys = await db.transaction().execute((trx) =>
        deleteFolderRows(
          trx,
          folders.map((folder) => folder.id),
        ),
      );
      deps.statistics.noteChanged(keys.length);
      await deleteBlobsAfterCommit(deps, keys);
      return folders.length;
    },

    /** Renames a folder (createFolder's rules); its files' blob names follow. */
    async renameFolder(owner: Owner, oldName: string, newName: string): Promise<Folder> {
      const folder = await findChangeableFolder(owner, oldName);
      const name = normalizeFolderName(newName);
      if (isAllFilesView(name)) {
        throw nameExists(name);
      }
      try {
        const row = await updateFolderRow(db, folder.id, { name });
        return await folderView(row ?? folder, owner.email);
      } catch (error) {
        throw isUniqueViolation(error) ? nameExists(name) : error;
      }
    },

    /**
     * Gives a folder and its files to `destinationEmail`: the caller (nothing to do) or a member
     * of the caller's company (same company id); anyone else is RESOURCE_NOT_FOUND, so the call
     * cannot probe which accounts exist. A name the destination has is FOLDER_NAME_EXISTS.
     */
    async moveFolder(owner: Owner, name: string, destinationEmail: string): Promise<Folder> {
      const folder = await findChangeableFolder(owner, name);
      const email = destinationEmail.trim().toLowerCase();
      if (email === owner.email) {
        return folderView(folder, owner.email);
      }
      const destination = await deps.owners.lookUp(email);
      if (!destination || owner.companyId === null || destination.companyId !== owner.companyId) {
        throw new AppError('RESOURCE_NOT_FOUND', {
          message: 'move destination is not a member of the caller company',
          detail: { user_destino: destinationEmail },
        });
      }
      try {
        const row = await db.transaction().execute(async (trx) => {
          if (await findFolderByName(trx, destination.userId, folder.name)) {
            throw nameExists(folder.name);
          }
          await reassignFolderFiles(trx, folder.id, destination.userId);
          return updateFolderRow(trx, folder.id, { userId: destination.userId });
        });
        return await folderView(row ?? folder, destination.email);
      } catch (error) {
        throw isUniqueViolation(error) ? nameExists(folder.name) : error;
      }
    },
  };
}

export type FolderService = ReturnType<typeof createFolderService>;
