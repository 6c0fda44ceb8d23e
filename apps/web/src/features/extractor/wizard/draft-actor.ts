import { draftMachine } from '@folio/core';
import { createActorContext } from '@xstate/react';

/**
 * The wizard's draft actor (core's `draftMachine`), shared by the wizard's steps; the page
 * provides it with the browser's calls and storage.
 */
export const DraftActor = createActorContext(draftMachine);
