import { useEffect, useState } from 'react';

import './extractor.css';
import { useExtractorApi } from './use-extractor-api';
import { DraftActor } from './wizard/draft-actor';
import { browserDraftMachine } from './wizard/draft-logic';
import { createDraftPersister, readStoredDraft } from './wizard/draft-storage';
import { Wizard } from './wizard/wizard';

/**
 * The new-configuration wizard (SPEC §2 /extractor/new, behind the demo blocker): choose the
 * document type, upload an example and see its pages, edit the attributes suggested from it,
 * test them on the example, name and save. The draft (SPEC §3) is core's machine, kept in local
 * storage after every change, so a reload opens the wizard where the user left it.
 */
export function NewConfigurationPage() {
  const api = useExtractorApi();
  const [persister] = useState(createDraftPersister);
  const [logic] = useState(() => browserDraftMachine(api, persister));
  const [draft] = useState(readStoredDraft);

  useEffect(() => {
    // A draft still waiting to be written when the page goes away is written at once.
    window.addEventListener('pagehide', persister.flush);
    return () => {
      window.removeEventListener('pagehide', persister.flush);
      persister.flush();
    };
  }, [persister]);

  return (
    <DraftActor.Provider logic={logic} options={{ input: { draft } }}>
      <Wizard />
    </DraftActor.Provider>
  );
}
