import type { DraftOperation } from '@folio/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { paths } from '../../../app/paths';
import { useNotices } from '../../../components/notices/notices-context';
import type { PlainMessageKey } from '../../../lib/i18n';

import { DraftActor } from './draft-actor';

/** The message of a failed call whose error has none of its own (SPEC §8 per-operation default). */
const FALLBACK: Record<DraftOperation, PlainMessageKey> = {
  readExample: 'extractor.wizard.readFailed',
  test: 'extractor.wizard.testFailed',
  save: 'errors.configSave',
};

/**
 * Says what the draft's calls did: a failure through the notifier in the user's language, a
 * save with 'Configuration changes saved successfully' (SPEC §8), then back to the list.
 */
export function useDraftNotices() {
  const actor = DraftActor.useActorRef();
  const { notifyError, notifySuccess } = useNotices();
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    const failed = actor.on('draft.failed', (event) =>
      notifyError(event.error, FALLBACK[event.operation]),
    );
    const saved = actor.on('draft.saved', () => {
      notifySuccess(t('notices.configurationSaved'));
      actor.send({ type: 'draft.reset' });
      void navigate(paths.extractor);
    });
    return () => {
      failed.unsubscribe();
      saved.unsubscribe();
    };
  }, [actor, navigate, notifyError, notifySuccess, t]);
}
