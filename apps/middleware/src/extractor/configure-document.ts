import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';

import { AppError } from '@folio/core';
import { isDocumentError } from '@folio/documents';

import { BlobNotFoundError } from '../blobs/blob-store';
import type { Owner, StagedFile } from '../storage/storage.feature';
import {
  checkIncomingName,
  commitUpload,
  deleteBlobsAfterCommit,
  extensionOf,
  findUserFile,
  stageFile,
} from '../storage/storage.feature';
import { readBlobBytes } from '../blobs/read-blob';
import {
  checkBalance,
  insufficientBalance,
  readBalance,
  spendPages,
} from '../balance/page-balance';
import { checkModel, normaliseAttributes, normalisePrompt } from './configuration-rules';
import {
  exampleKindOf,
  imageToPdf,
  unsupportedExample,
  wizardPageImages,
} from './example-document';
import { extractDocument, keptResult, readDocumentPages, type ModelPlan } from './extract-document';
import { EXTRACTOR_FOLDER, type ExtractorDeps } from './extractor-deps';
import type {
  Attribute,
  ConfigureDocumentData,
  DocumentType,
  ExtractedDocument,
  StoredResult,
} from './extractor-types';
import { suggestAttributes } from './suggest-attributes';
import { checkFilePages } from './zip-validation';

/** The example of the wizard, spooled to a temporary file. */
export type ReceivedExample = { path: string; name: string; mimeType: string };

export type ConfigureDocumentInput = {
  documentType: DocumentType;
  /** With attributes, the answer carries the test extraction (wizard step "test results"). */
  attributes?: readonly Attribute[] | undefined;
  configName?: string | undefined;
  /** The model of the test (SPEC §3 models); none for the built-in engine. */
  model?: string | null | undefined;
  /** The general prompt instruction of the test. */
  prompt?: string | null | undefined;
  /**
   * The example: received with the call (then kept in the `extractor` folder), or a file the
   * caller already has, by id (`example_file_id`: read again, no copy kept).
   */
  example: { file: ReceivedExample } | { fileId: string };
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

const exampleNotFound = () =>
  new AppError('RESOURCE_NOT_FOUND', {
    message: 'example file is not the caller’s',
    detail: { resource: 'file', field: 'example_file_id' },
  });

/** An example ready to read: its name, its type, the pages it is known to have, its bytes. */
type ExampleBytes = {
  filename: string;
  kind: 'pdf' | 'png' | 'jpeg';
  pages: number;
  bytes: () => Promise<Uint8Array>;
};

/** What reading the example gave, before it is kept. */
type ExampleWork = {
  pageCount: number;
  images: ConfigureDocumentData['pages'];
  suggested: ConfigureDocumentData['suggested_attributes'];
  tested: StoredResult | undefined;
};

/**
 * SPEC §7 configure document (the wizard): reads an example (a PDF, or a PNG/JPEG scan), answers
 * its first pages as images, the attributes suggested from it and, with `attributes`, the test
 * extraction: the built-in engine, then the model step a run takes when `model` names one (so
 * the test shows what a run would give). Its pages are checked against the per-file limit and the
 * balance before it is read, and spent once it has been, at every call. A received example is
 * then kept as a file of the caller's `extractor` folder (the draft keeps its id for the
 * configuration's `example_file_id`); an example named by `fileId` is one of the caller's files
 * (RESOURCE_NOT_FOUND otherwise), read again and not copied.
 */
export function createWizardService(deps: ExtractorDeps) {
  const storageDeps = deps.storage.deps;

  /** Checks, reads and pays for an example; nothing is kept. */
  async function readExample(
    owner: Owner,
    example: ExampleBytes,
    plan: ModelPlan,
  ): Promise<ExampleWork> {
    checkFilePages(example.filename, example.pages, deps.config.limits);
    await checkBalance(deps.db, owner.userId, example.pages);
    const bytes = await example.bytes();
    const pdf = example.kind === 'pdf' ? bytes : await imageToPdf(bytes, example.kind);
    const reading = { expectedPages: example.pages, isScan: example.kind !== 'pdf' };
    // With attributes to test, the example is read as a run reads a document (the engine's
    // second look at a scan included), so the test shows what a run would give.
    const text = await (
      plan.attributes.length === 0
        ? readDocumentPages(pdf, { documentType: plan.documentType }, reading).then((read) => ({
            ...read,
            result: undefined,
          }))
        : extractDocument(pdf, plan, reading)
    ).catch((error: unknown) => {
      throw pdfRefusal(error, example.filename);
    });
    const images = await wizardPageImages(pdf, text.pages).catch((error: unknown) => {
      throw pdfRefusal(error, example.filename);
    });
    const suggested = suggestAttributes(text.pages);
    const tested =
      text.result === undefined
        ? undefined
        : await keptResult(
            plan,
            { ...text, result: text.result },
            { ai: deps.ai, logger: deps.log },
          );
    if (
      !(await spendPages(deps.db, owner.userId, text.pageCount, {
        kind: 'example',
        fileName: example.filename,
      }))
    ) {
      throw insufficientBalance(text.pageCount, await readBalance(deps.db, owner.userId));
    }
    return { pageCount: text.pageCount, images, suggested, tested };
  }

  /** A received example: staged, read, then kept in the `extractor` folder. */
  async function readReceived(
    owner: Owner,
    file: ReceivedExample,
    plan: ModelPlan,
    configName: string | undefined,
  ) {
    const { filename, type } = checkIncomingName(storageDeps, file.name, file.mimeType);
    const kind = exampleKindOf(type.extension);
    if (kind === undefined) {
      throw unsupportedExample(filename, extensionOf(filename));
    }
    const staged: StagedFile = await stageFile(storageDeps, owner, {
      name: file.name,
      clientMimeType: file.mimeType,
      source: createReadStream(file.path),
    });
    let work: ExampleWork;
    try {
      work = await readExample(
        owner,
        {
          filename: staged.filename,
          kind,
          pages: staged.pages ?? 1,
          bytes: async () => new Uint8Array(await readFile(file.path)),
        },
        plan,
      );
    } catch (error) {
      await deleteBlobsAfterCommit(storageDeps, [staged.blobKey]);
      throw error;
    }
    // commitUpload deletes the staged blob itself when it fails.
    const [row] = await commitUpload(
      storageDeps,
      owner,
      { folder: EXTRACTOR_FOLDER, replace: false, configName: configName ?? null },
      [staged],
    );
    return {
      fileId: row?.id ?? staged.fileId,
      fileName: row?.filename ?? staged.filename,
      work,
    };
  }

  /** An example the caller already has (`example_file_id`): read from its blob, not copied. */
  async function readStored(owner: Owner, fileId: string, plan: ModelPlan) {
    const file = await findUserFile(deps.db, owner.userId, fileId);
    if (file === undefined) {
      throw exampleNotFound();
    }
    const extension = extensionOf(file.filename);
    const kind = exampleKindOf(extension);
    if (kind === undefined) {
      throw unsupportedExample(file.filename, extension);
    }
    const bytes = () =>
      readBlobBytes(deps.blobs, file.blob_key, deps.config.limits.uploadMaxFileBytes).catch(
        (error: unknown) => {
          throw error instanceof BlobNotFoundError ? exampleNotFound() : error;
        },
      );
    const work = await readExample(
      owner,
      { filename: file.filename, kind, pages: file.pages ?? 1, bytes },
      plan,
    );
    return { fileId: file.id, fileName: file.filename, work };
  }

  return {
    async configureDocument(
      owner: Owner,
      input: ConfigureDocumentInput,
    ): Promise<ConfigureDocumentData> {
      const plan: ModelPlan = {
        documentType: input.documentType,
        attributes: input.attributes === undefined ? [] : normaliseAttributes(input.attributes),
        model: checkModel(input.model),
        prompt: normalisePrompt(input.prompt),
      };
      const { fileId, fileName, work } =
        'fileId' in input.example
          ? await readStored(owner, input.example.fileId, plan)
          : await readReceived(owner, input.example.file, plan, input.configName);
      const { pageCount, images, suggested, tested } = work;
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
              file_name: fileName,
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
        file_name: fileName,
        pages: images,
        suggested_attributes: suggested,
        ...(extracted === undefined ? {} : { extracted }),
      };
    },
  };
}

export type WizardService = ReturnType<typeof createWizardService>;
