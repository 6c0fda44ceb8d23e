import { useEffect } from 'react';

import { useExtractorApi } from '../use-extractor-api';

import { DraftActor } from './draft-actor';

/**
 * Tells the draft the names of the user's configurations, so a taken name is refused before the
 * save (SPEC §5 unique). A failed load is not shown: the server checks the name anyway.
 */
export function useKnownNames() {
  const actor = DraftActor.useActorRef();
  const api = useExtractorApi();
  useEffect(() => {
    let isCurrent = true;
    api.listConfigurations().then(
      (configurations) => {
        if (isCurrent) {
          actor.send({
            type: 'draft.namesKnown',
            names: configurations.map((configuration) => configuration.name),
          });
        }
      },
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [actor, api]);
}
