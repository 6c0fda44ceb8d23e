import { cancelJob, enqueueJob } from '../jobs/job-queue';
import type { FileRow, Owner } from '../storage/storage.feature';
import {
  commitUploadReusing,
  deleteBlobsAfterCommit,
  readerIndexDelayMs,
} from '../storage/storage.feature';
import { checkBalance } from '../balance/page-balance';
import type { ConfigurationService } from './configurations.service';
import { EXTRACTOR_FOLDER, type ExtractorDeps } from './extractor-deps';
import type { Run } from './extractor-types';
import { EXTRACTION_RUN_JOB_KIND, RUN_CANCELLED } from './run-extraction.job';
import { runNotFound, toRun } from './run-view';
import {
  findRun,
  insertRun,
  markDocumentsFailed,
  moveRun,
  selectRunDocuments,
  setRunJob,
  type NewRunDocument,
} from './runs.queries';
import { pickStoredPdfs, storedRunLabel } from './stored-intake';
import { stageZipPdfs } from './zip-intake';

/** An uploaded ZIP, spooled to a temporary file (readers need random access). */
export type ReceivedZip = { path: string; name: string };

// A run works through its documents and resumes where it stopped; its own failures are the
// documents', so a handful of attempts covers crashes and lost workers.
const RUN_MAX_ATTEMPTS = 10;

/**
 * Runs of a configuration on a ZIP (SPEC §7 extract entities from ZIP) or on files already in
 * Files (issue 14), scoped by the caller.
 */
export function createRunService(deps: ExtractorDeps, configurations: ConfigurationService) {
  const { db } = deps;

  /**
   * Deletes files stored for a run that was then not created, unless a document refers to one:
   * another run may have found the same bytes there in the meantime and shares it.
   */
  async function deleteUnreferenced(owner: Owner, files: readonly FileRow[]): Promise<void> {
    if (files.length === 0) {
      return;
    }
    const referenced = new Set(
      (
        await db
          .selectFrom('extracted_documents')
          .select('file_id')
          .where(
            'file_id',
            'in',
            files.map((file) => file.id),
          )
          .execute()
      ).map((row) => row.file_id),
    );
    const unreferenced = files.filter((file) => !referenced.has(file.id));
    await deps.storage.files.deleteFiles(
      owner,
      unreferenced.map((file) => `${file.topico}/${file.filename}`),
    );
  }

  /**
   * Creates the run of `documents` (ZIP order, or the order the files were named), a queued
   * document each, and its `extractor.run` job, in one transaction: the run and its job, or
   * neither. Answers the run's id.
   */
  async function enqueueRun(
    owner: Owner,
    configurationId: string,
    label: string,
    documents: readonly NewRunDocument[],
  ): Promise<string> {
    return db.transaction().execute(async (trx) => {
      const id = await insertRun(
        trx,
        { userId: owner.userId, configurationId, zipName: label },
        documents,
      );
      const jobId = await enqueueJob(trx, {
        kind: EXTRACTION_RUN_JOB_KIND,
        payload: { runId: id },
        maxAttempts: RUN_MAX_ATTEMPTS,
      });
      await setRunJob(trx, id, jobId);
      return id;
    });
  }

  async function view(owner: Owner, runId: string): Promise<Run> {
    const run = await findRun(db, owner.userId, runId);
    if (!run) {
      throw runNotFound(runId);
    }
    return toRun(run, await selectRunDocuments(db, run.id));
  }

  return {
    get: view,

    /**
     * Everything is checked before any work (SPEC §5, DECISIONS.md balance): the configuration is
     * the caller's, the ZIP's files, counts and pages (zip-intake.ts), then the page balance.
     * Then the PDFs become files of the caller's `extractor` folder, and the run is created
     * (`enqueueRun`). A PDF whose bytes the folder holds already is that file, not a copy
     * (issue 16): runs on the same PDFs share them.
     */
    async start(owner: Owner, configName: string, zip: ReceivedZip): Promise<Run> {
      const configuration = await configurations.findByName(owner, configName);
      const { limits } = deps.config;
      const intake = await stageZipPdfs(deps.storage.deps, owner, zip.path, limits);
      try {
        await checkBalance(db, owner.userId, intake.totalPages);
      } catch (error) {
        await deleteBlobsAfterCommit(
          deps.storage.deps,
          intake.staged.map((file) => file.blobKey),
        );
        throw error;
      }
      const committed = await commitUploadReusing(
        deps.storage.deps,
        owner,
        { folder: EXTRACTOR_FOLDER, replace: false, configName: configuration.name },
        intake.staged,
        // The run reads every PDF and indexes it then; the index jobs only catch the ones it
        // never gets to (cancelled, failed before reading).
        { indexDelayMs: readerIndexDelayMs(intake.totalPages), reuseSameBytes: true },
      );
      // Each document keeps the name it had in the ZIP, whatever its stored file is called.
      const documents = intake.staged.map((file, index) => {
        const stored = committed[index]?.row;
        return {
          fileId: stored?.id ?? file.fileId,
          fileName: file.filename,
          pages: file.pages ?? stored?.pages ?? 0,
        };
      });
      let runId: string;
      try {
        runId = await enqueueRun(owner, configuration.id, zip.name, documents);
      } catch (error) {
        // The PDFs stored for this run only go; the ones it shares stay.
        await deleteUnreferenced(
          owner,
          committed.filter((file) => file.isNew).map((file) => file.row),
        ).catch((cleanup: unknown) => {
          deps.log.warn({ err: cleanup }, 'PDFs of a run that was not created stay in Files');
        });
        throw error;
      }
      return view(owner, runId);
    },

    /**
     * A run on PDFs already in Files (issue 14: after a cloud import), by their ids: the same
     * rules as a ZIP's (stored-intake.ts), then the page balance, then the run as `start` creates
     * it. Nothing is stored: the files stay in their folders, and a refusal writes nothing.
     */
    async startOnFiles(owner: Owner, configName: string, fileIds: readonly string[]): Promise<Run> {
      const configuration = await configurations.findByName(owner, configName);
      const intake = await pickStoredPdfs(db, owner, fileIds, deps.config.limits);
      await checkBalance(db, owner.userId, intake.totalPages);
      const label = storedRunLabel(intake.documents);
      return view(owner, await enqueueRun(owner, configuration.id, label, intake.documents));
    },

    /**
     * Cancels a run: documents already done stay; the rest are marked failed (RUN_CANCELLED),
     * never started, their pages not spent. A finished run is answered as it is.
     */
    async cancel(owner: Owner, runId: string): Promise<Run> {
      const run = await findRun(db, owner.userId, runId);
      if (!run) {
        throw runNotFound(runId);
      }
      if (await moveRun(db, run.id, ['queued', 'running'], 'cancelled')) {
        await markDocumentsFailed(db, { runId: run.id }, RUN_CANCELLED);
        if (run.job_id !== null) {
          await cancelJob(db, run.job_id);
        }
      }
      return view(owner, run.id);
    },
  };
}

export type RunService = ReturnType<typeof createRunService>;
