import { AppError } from '@folio/core';

import { cancelJob } from '../jobs/job-queue';
import { isUniqueViolation } from '../db/unique-violation';
import type { Owner } from '../storage/storage.feature';
import { checkConfiguration } from './configuration-rules';
import {
  deleteConfigurationRow,
  findConfigurationById,
  findConfigurationByName,
  insertConfiguration,
  isConfigurationNameTaken,
  isOwnFile,
  selectCollections,
  selectConfigurations,
  selectOpenRunJobs,
  updateConfiguration,
  type ConfigurationRow,
  type CountedConfigurationRow,
} from './configurations.queries';
import type { ExtractorDeps } from './extractor-deps';
import type { Attribute, Collection, Configuration, ConfigurationInput } from './extractor-types';

/** RESOURCE_NOT_FOUND for a configuration the caller does not have (another user's included). */
export function configurationNotFound(what: string): AppError {
  return new AppError('RESOURCE_NOT_FOUND', {
    message: `no configuration ${what} for this user`,
    detail: { resource: 'configuration' },
  });
}

/** A stored configuration's attributes (checked before they were written). */
export function attributesOf(row: ConfigurationRow): Attribute[] {
  return row.attributes as Attribute[];
}

/** A row as the contract's Configuration. */
export function toConfiguration(row: CountedConfigurationRow): Configuration {
  return {
    id: row.id,
    name: row.name,
    document_type: row.document_type,
    prompt: row.prompt,
    model: row.model,
    example_file_id: row.example_file_id,
    attributes: attributesOf(row),
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
    last_run_at: row.last_run_at === null ? null : new Date(row.last_run_at).toISOString(),
    document_count: Number(row.document_count),
  };
}

const nameExists = (name: string) =>
  new AppError('CONFIGURATION_NAME_EXISTS', {
    message: `configuration ${name} exists`,
    detail: { field: 'name', name },
  });

/** Extraction configurations (SPEC §3, §5, §7): every query is scoped by the caller. */
export function createConfigurationService(deps: ExtractorDeps) {
  const { db } = deps;

  async function findByName(owner: Owner, name: string): Promise<CountedConfigurationRow> {
    const row = await findConfigurationByName(db, owner.userId, name.trim());
    if (!row) {
      throw configurationNotFound(name);
    }
    return row;
  }

  async function findById(owner: Owner, id: string): Promise<CountedConfigurationRow> {
    const row = await findConfigurationById(db, owner.userId, id);
    if (!row) {
      throw configurationNotFound(id);
    }
    return row;
  }

  return {
    findByName,
    findById,

    async list(owner: Owner): Promise<Configuration[]> {
      return (await selectConfigurations(db, owner.userId)).map(toConfiguration);
    },

    async get(owner: Owner, name: string): Promise<Configuration> {
      return toConfiguration(await findByName(owner, name));
    },

    /**
     * Creates (no `id`) or replaces (`id` of the caller's) a configuration after the rules of
     * SPEC §5. Creating is FEATURE_BLOCKED in demo mode (DECISIONS.md); a name the caller uses
     * for another configuration, ignoring case, is CONFIGURATION_NAME_EXISTS; an example file
     * that is not the caller's is RESOURCE_NOT_FOUND.
     */
    async save(owner: Owner, input: ConfigurationInput): Promise<Configuration> {
      const isCreate = input.id === undefined;
      if (isCreate && deps.config.demoMode) {
        throw new AppError('FEATURE_BLOCKED', {
          message: 'creating configurations is blocked in demo mode',
          detail: { feature: 'createConfiguration' },
        });
      }
      const checked = checkConfiguration(input);
      if (input.id !== undefined) {
        await findById(owner, input.id);
      }
      if (
        checked.example_file_id !== null &&
        checked.example_file_id !== undefined &&
        !(await isOwnFile(db, owner.userId, checked.example_file_id))
      ) {
        throw new AppError('RESOURCE_NOT_FOUND', {
          message: 'example file is not the caller’s',
          detail: { resource: 'file', field: 'example_file_id' },
        });
      }
      if (await isConfigurationNameTaken(db, owner.userId, checked.name, input.id)) {
        throw nameExists(checked.name);
      }
      let id: string;
      try {
        if (input.id === undefined) {
          id = await insertConfiguration(db, owner.userId, checked);
        } else {
          await updateConfiguration(db, owner.userId, input.id, checked);
          id = input.id;
        }
      } catch (error) {
        // Two saves racing for one name: the unique index decides.
        if (isUniqueViolation(error)) {
          throw nameExists(checked.name);
        }
        throw error;
      }
      return toConfiguration(await findById(owner, id));
    },

    /**
     * Deletes a configuration with its runs and results (SPEC §7); unfinished runs are cancelled
     * first. The PDFs stay in the caller's `extractor` folder.
     */
    async remove(owner: Owner, id: string): Promise<void> {
      await findById(owner, id);
      for (const jobId of await selectOpenRunJobs(db, id)) {
        await cancelJob(db, jobId);
      }
      if (!(await deleteConfigurationRow(db, owner.userId, id))) {
        throw configurationNotFound(id);
      }
    },

    /**
     * SPEC §7 get collections: each configuration with results, its documents by state and its
     * last run, the latest run first.
     */
    async collections(owner: Owner): Promise<Collection[]> {
      const rows = await selectCollections(db, owner.userId);
      const byId = new Map<string, Collection & { sortKey: number }>();
      for (const row of rows) {
        const lastRun = row.last_run_at === null ? null : new Date(row.last_run_at);
        const entry = byId.get(row.id) ?? {
          config_name: row.name,
          documents: 0,
          states: {},
          last_run_at: lastRun?.toISOString() ?? null,
          sortKey: lastRun?.getTime() ?? 0,
        };
        const count = Number(row.count);
        entry.documents += count;
        entry.states[row.state] = (entry.states[row.state] ?? 0) + count;
        byId.set(row.id, entry);
      }
      return [...byId.values()]
        .sort((a, b) => b.sortKey - a.sortKey || a.config_name.localeCompare(b.config_name))
        .map(({ sortKey: _sortKey, ...collection }) => collection);
    },
  };
}

export type ConfigurationService = ReturnType<typeof createConfigurationService>;
