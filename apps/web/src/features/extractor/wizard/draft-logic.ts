import { draftMachine, draftOf } from '@folio/core';
import { fromPromise } from 'xstate';

import type { ExtractorApi } from '../extractor-api';

import type { DraftPersister } from './draft-storage';

/**
 * Core's draft machine with the browser's calls and storage: the example is read by
 * configureDocument, which keeps it in the `extractor` folder; a test is configureDocument on that
 * stored example, by the id the draft keeps (so it works after a reload and stores no copy);
 * saving is saveConfiguration.
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
      testConfiguration: fromPromise(({ input }) => api.testExample(input.file.id, input)),
      saveConfiguration: fromPromise(({ input }) => api.saveConfiguration(input)),
    },
    actions: {
      persistDraft: ({ context }) => persister.persist(draftOf(context)),
      forgetDraft: () => persister.forget(),
    },
  });
}
