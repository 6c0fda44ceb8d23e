import { isRunFinished, runWatchMachine, type Run } from '@folio/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';

import { useNotices } from '../../../components/notices/notices-context';
import { useExtractorApi } from '../use-extractor-api';

import { forgetRun } from './run-storage';

/**
 * Watches a run with core's run watcher (getRun every second until it has finished). A run seen
 * finished is no longer kept for this configuration; a watch that gives up is shown as an error.
 * `answered` hands over the run as another call answered it (cancelRun).
 */
export function useRunWatch(runId: string, configName: string) {
  const api = useExtractorApi();
  const { notifyError } = useNotices();
  const [logic] = useState(() =>
    runWatchMachine.provide({
      actors: { fetchRun: fromPromise(({ input }) => api.getRun(input.runId)) },
    }),
  );
  const actor = useActorRef(logic, { input: { runId } });
  const run = useSelector(actor, (snapshot) => snapshot.context.run);
  const isStopped = useSelector(actor, (snapshot) => snapshot.matches('stopped'));
  const isFinished = run !== null && isRunFinished(run);

  useEffect(() => {
    const subscription = actor.on('run.watchFailed', (event) =>
      notifyError(event.error, 'extractor.run.watchFailed'),
    );
    return () => subscription.unsubscribe();
  }, [actor, notifyError]);

  useEffect(() => {
    if (isFinished) {
      forgetRun(configName);
    }
  }, [configName, isFinished]);

  return {
    run,
    isFinished,
    isStopped,
    retry: () => actor.send({ type: 'run.retry' }),
    answered: (answer: Run) => actor.send({ type: 'run.answered', run: answer }),
  };
}
