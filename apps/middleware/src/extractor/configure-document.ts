import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';

import { AppError } from '@folio/core';
import { isDocumentError } from '@folio/documents';

import { deleteBlobsAfterCommit } from '../storage/blob-cleanup';
import type { Owner } from '../storage/owners';
import { extensionOf } from '../storage/rules/upload-name';
import { commitUpload } from '../storage/upload/commit-upload';
import { checkIncomingName, stageFile, type StagedFile } from '../storage/upload/stage-file';
import { checkBalance, insufficientBalance, readBalance, spendPages } from './balance';
import { normaliseAttributes } from './configuration-rules';
import {
  exampleKindOf,
  imageToPdf,
  unsupportedExample,
  wizardPageImages,
} from './example-document';
import { readDocumentPages } from './extract-document';
import { runBuiltInEngine } from './engine';
import { EXTRACTOR_FOLDER, type ExtractorDeps } from './extractor-deps';
import type {
  Attribute,
  ConfigureDocumentData,
  DocumentType,
  ExtractedDocument,
} from './extractor-types';
import { suggestAttributes } from './suggest-attributes';
import { toStoredResult } from './stored-result';
import { checkFilePages } from './zip-validation';

/** The example of the wizard, spooled to a temporary file. */
export type ReceivedExample = { path: string; name: string; mimeType: string };

export type ConfigureDocumentInput = {
  documentType: DocumentType;
  /** With attributes, the answer carries the test extraction (wizard step "test results"). */
  attributes?: readonly Attribute[] | undefined;
  configName?: string | undefined;
  file: ReceivedExample;
};

function pdfRefusal(error: unknown, file: string): unknown {
  if (isDocumentError(error) && error.code !== 'DOCUMENT_ABORTED') {
    return new AppError('PDF_PROCESSING_ERROR', {
      message: `${file}: ${error.message}`,
      detail: { file, reason: error.code.toLowerCase() },
      cause: error,
    });
  }
  return error;
}

/** What reading the example gave, before it is kept. */
type ExampleWork = {
  pageCount: number;
  images: ConfigureDocumentData['pages'];
  suggested: ConfigureDocumentData['suggested_attributes'];
  tested: ReturnType<typeof toStoredResult> | undefined;
};

/**
 * SPEC §7 configure document (the wizard): reads an example (a PDF, or a PNG/JPEG scan), answers
 * its first pages as images, the attributes suggested from it and, with `attributes`, the test
 * extraction. Its pages are checked against the per-file limit and the balance before it is read,
 * and spent once it has been; the example is then kept as a file of the caller's `extractor`
 * folder (the draft keeps its id for the configuration's `example_file_id`).
 */
export function createWizardService(deps: ExtractorDeps) {
  const storageDeps = deps.storage.deps;
  return {
    async configureDocument(
      owner: Owner,
      input: ConfigureDocumentInput,
    ): Promise<ConfigureDocumentData> {
      const { filename, type } = checkIncomingName(
        storageDeps,
        input.file.name,
        input.file.mimeType,
      );
      const kind = exampleKindOf(type.extension);
      if (kind === undefined) {
        throw unsupportedExample(filename, extensionOf(filename));
      }
      const attributes =
        input.attributes === undefined ? undefined : normaliseAttributes(input.attributes);
      const staged: StagedFile = await stageFile(storageDeps, owner, {
        name: input.file.name,
        clientMimeType: input.file.mimeType,
        source: createReadStream(input.file.path),
      });
      let work: ExampleWork;
      try {
        const pages = staged.pages ?? 1;
        checkFilePages(staged.filename, pages, deps.config.limits);
        await checkBalance(deps.db, owner.userId, pages);
        const bytes = new Uint8Array(await readFile(input.file.path));
        const pdf = kind === 'pdf' ? bytes : await imageToPdf(bytes, kind);
        const text = await readDocumentPages(
          pdf,
          { documentType: input.documentType },
          { expectedPages: pages, isScan: kind !== 'pdf' },
        ).catch((error: unknown) => {
          throw pdfRefusal(error, staged.filename);
        });
        const images = await wizardPageImages(pdf, text.pages).catch((error: unknown) => {
          throw pdfRefusal(error, staged.filename);
        });
        const suggested = suggestAttributes(text.pages);
        const tested =
          attributes === undefined || attributes.length === 0
            ? undefined
            : toStoredResult(
                attributes,
                await runBuiltInEngine({
                  configuration: { attributes },
                  pages: text.pages,
                  pdf,
                }),
                { usedOcr: text.usedOcr },
              );
        if (!(await spendPages(deps.db, owner.userId, text.pageCount))) {
          throw insufficientBalance(text.pageCount, await readBalance(deps.db, owner.userId));
        }
        work = { pageCount: text.pageCount, images, suggested, tested };
      } catch (error) {
        await deleteBlobsAfterCommit(storageDeps, [staged.blobKey]);
        throw error;
      }
      // commitUpload deletes the staged blob itself when it fails.
      const [row] = await commitUpload(
        storageDeps,
        owner,
        { topico: EXTRACTOR_FOLDER, replace: false, configName: input.configName ?? null },
        [staged],
      );
      const { pageCount, images, suggested, tested } = work;
      const fileId = row?.id ?? staged.fileId;
      const now = new Date().toISOString();
      const extracted: ExtractedDocument | undefined =
        tested === undefined
          ? undefined
          : {
              // Not stored: the test of a configuration being made, named by its example.
              document_id: fileId,
              config_name: input.configName ?? '',
              run_id: null,
              file_id: fileId,
              file_name: staged.filename,
              pages: pageCount,
              state: tested.state,
              headers: tested.headers,
              items: tested.items,
              available_fields: tested.availableFields,
              warnings: tested.warnings,
              engine: tested.engine,
              error: null,
              created_at: now,
              updated_at: now,
              verified_at: null,
            };
      return {
        file_id: fileId,
        file_name: row?.filename ?? staged.filename,
        pages: images,
        suggested_attributes: suggested,
        ...(extracted === undefined ? {} : { extracted }),
      };
    },
  };
}

export type WizardService = ReturnType<typeof createWizardService>;
