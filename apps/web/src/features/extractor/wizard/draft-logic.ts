import { draftMachine, draftOf } from '@folio/core';
import { fromPromise } from 'xstate';

import type { ExtractorApi } from '../extractor-api';

import type { DraftPersister } from './draft-storage';

/**
 * Core's draft machine with the browser's calls and storage: the example is read and tested by
 * configureDocument; after a reload its bytes are gone, so a test first fetches the stored
 * example from the `extractor` folder; saving is saveConfiguration.
 */
export function browserDraftMachine(api: ExtractorApi, persister: DraftPersister) {
  return draftMachine.provide({
    actors: {
      readExample: fromPromise(async ({ input }) => {
        if (!(input.file instanceof Blob)) {
          throw new TypeError('The example to read is not a file');
        }
        return api.readExample(input.file, input.file.name, input.documentType);
      }),
      testConfiguration: fromPromise(async ({ input }) => {
        const bytes =
          input.example instanceof Blob
            ? input.example
            : await api.downloadExample(input.file.name);
        return api.testExample(bytes, input.file.name, input);
      }),
      saveConfiguration: fromPromise(({ input }) => api.saveConfiguration(input)),
    },
    actions: {
      persistDraft: ({ context }) => persister.persist(draftOf(context)),
      forgetDraft: () => persister.forget(),
    },
  });
}
