import { AppError } from '@folio/core';
import { isDocumentError, renderPdfPage } from '@folio/documents';

import type { Owner } from '../storage/storage.feature';
import { findUserFile } from '../storage/storage.feature';
import { readBlobBytes } from '../blobs/read-blob';
import { attributesOf, type ConfigurationService } from './configurations.service';
import { applyEdits, parseUpdatedData } from './document-edits';
import { isSettableState, isVerifiedState } from './document-states';
import { documentNotFound, toExtractedDocument } from './document-view';
import {
  countResults,
  deleteDocumentRow,
  findDocument,
  selectResultsPage,
  updateDocumentRow,
  type DocumentChange,
  type DocumentRow,
  type ResultsFilter,
} from './documents.queries';
import type { ExtractorDeps } from './extractor-deps';
import type {
  DocumentPage,
  ExtractedDocument,
  ExtractionState,
  FieldValue,
  ItemRow,
} from './extractor-types';
import { decodeResultsCursor, encodeResultsCursor } from './results-cursor';

/** The verify screen's page images (contract getDocumentPage): boxes in points scale by 110/72. */
export const PAGE_IMAGE_DPI = 110;

export type ListResultsQuery = {
  configName: string;
  state?: ExtractionState | undefined;
  runId?: string | undefined;
  limit: number;
  cursor?: string | undefined;
};

export type DocumentUpdate = {
  documentId: string;
  state?: ExtractionState | undefined;
  /** The `updated_data` form field: JSON `{ headers, items, available_fields }`. */
  updatedData?: string | undefined;
};

/** Results of configurations (SPEC §2 results and verify screens, §7): scoped by the caller. */
export function createResultService(deps: ExtractorDeps, configurations: ConfigurationService) {
  const { db } = deps;

  async function findOwn(owner: Owner, id: string): Promise<DocumentRow> {
    const row = await findDocument(db, owner.userId, id);
    if (!row) {
      throw documentNotFound(id);
    }
    return row;
  }

  return {
    /** The documents of a configuration, newest first, by state and run, in keyset pages. */
    async list(owner: Owner, query: ListResultsQuery): Promise<DocumentPage> {
      const configuration = await configurations.findByName(owner, query.configName);
      const filter: ResultsFilter = {
        userId: owner.userId,
        configurationId: configuration.id,
        state: query.state,
        runId: query.runId,
      };
      const after = query.cursor === undefined ? undefined : decodeResultsCursor(query.cursor);
      const rows = await selectResultsPage(db, filter, { after, limit: query.limit });
      // A first page that holds every match is its own count.
      const total =
        after === undefined && rows.length <= query.limit
          ? rows.length
          : await countResults(db, filter);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        items: page.map(toExtractedDocument),
        total,
        next_cursor:
          rows.length > query.limit && last
            ? encodeResultsCursor({ createdUs: String(last.created_us), id: last.id })
            : null,
      };
    },

    async get(owner: Owner, id: string): Promise<ExtractedDocument> {
      return toExtractedDocument(await findOwn(owner, id));
    },

    /**
     * SPEC §7 insert or update document: a new state (`manually_verified` verifies: `verified_at`
     * is set; a state that is not verified clears it; `auto_verified` is the engine's alone) and
     * the edited data (document-edits.ts). A document still in its run cannot be edited.
     */
    async update(owner: Owner, update: DocumentUpdate): Promise<ExtractedDocument> {
      if (update.state === undefined && update.updatedData === undefined) {
        throw new AppError('MISSING_PARAMETERS', {
          message: 'nothing to update',
          detail: { fields: ['state', 'updated_data'] },
        });
      }
      const row = await findOwn(owner, update.documentId);
      if (row.status === 'queued' || row.status === 'running') {
        throw new AppError('BAD_REQUEST', {
          message: 'the document is still being extracted',
          detail: { field: 'document_id', reason: 'document_in_progress' },
        });
      }
      const change: DocumentChange = {};
      if (update.state !== undefined) {
        if (!isSettableState(update.state)) {
          throw new AppError('BAD_REQUEST', {
            message: `state ${update.state} is set by the engine only`,
            detail: { field: 'state', reason: 'state_not_allowed' },
          });
        }
        change.state = update.state;
        change.verifiedAt = isVerifiedState(update.state) ? new Date() : null;
      }
      if (update.updatedData !== undefined) {
        const configuration = await configurations.findById(owner, row.configuration_id);
        const edited = applyEdits(
          {
            headers: row.headers as Record<string, FieldValue>,
            items: row.items as ItemRow[],
            availableFields: row.available_fields,
          },
          parseUpdatedData(update.updatedData),
          attributesOf(configuration),
        );
        change.headers = edited.headers;
        change.items = edited.items;
        change.availableFields = edited.availableFields;
      }
      if (!(await updateDocumentRow(db, owner.userId, row.id, change))) {
        throw documentNotFound(row.id);
      }
      return toExtractedDocument(await findOwn(owner, row.id));
    },

    /** SPEC §7 delete file from list; the PDF stays in the caller's `extractor` folder. */
    async remove(owner: Owner, id: string, configName: string): Promise<void> {
      const row = await findOwn(owner, id);
      if (row.config_name.toLowerCase() !== configName.trim().toLowerCase()) {
        throw documentNotFound(id);
      }
      await deleteDocumentRow(db, owner.userId, id);
    },

    /** A page of the document's PDF as JPEG at 110 dpi (the verify screen). */
    async pageImage(owner: Owner, id: string, page: number): Promise<Uint8Array> {
      const row = await findOwn(owner, id);
      const file =
        row.file_id === null ? undefined : await findUserFile(db, owner.userId, row.file_id);
      if (!file || page > row.pages) {
        throw new AppError('RESOURCE_NOT_FOUND', {
          message: `document ${id} has no page ${page}`,
          detail: { resource: file ? 'page' : 'file', page },
        });
      }
      const pdf = await readBlobBytes(
        deps.blobs,
        file.blob_key,
        Math.max(Number(file.size), deps.config.limits.uploadMaxFileBytes),
      );
      try {
        const image = await renderPdfPage(pdf, page, {
          dpi: PAGE_IMAGE_DPI,
          format: 'jpeg',
          maxPages: Number.MAX_SAFE_INTEGER,
        });
        return image.data;
      } catch (error) {
        if (isDocumentError(error, 'PAGE_OUT_OF_RANGE')) {
          throw new AppError('RESOURCE_NOT_FOUND', {
            message: `document ${id} has no page ${page}`,
            detail: { resource: 'page', page },
          });
        }
        if (isDocumentError(error)) {
          throw new AppError('PDF_PROCESSING_ERROR', {
            message: `page ${page} of ${id}: ${error.message}`,
            detail: { reason: error.code.toLowerCase() },
            cause: error,
          });
        }
        throw error;
      }
    },
  };
}

export type ResultService = ReturnType<typeof createResultService>;
