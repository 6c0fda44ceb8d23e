import type { Configuration } from '@folio/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { useNotices } from '../../../components/notices/notices-context';
import { useLoader } from '../../../lib/use-loader';
import { useExtractorApi } from '../use-extractor-api';

const NONE: Configuration[] = [];

/** The user's configurations (SPEC §7 get configurations) and deleting one. */
export function useConfigurations() {
  const api = useExtractorApi();
  const { t } = useTranslation();
  const { notifyError, notifySuccess } = useNotices();
  const load = useCallback(() => api.listConfigurations(), [api]);
  const list = useLoader(load, NONE, (error) => notifyError(error, 'errors.configQuery'));

  const remove = useCallback(
    async (configuration: Configuration) => {
      try {
        await api.deleteConfiguration(configuration.id);
        notifySuccess(t('extractor.list.deleted', { name: configuration.name }));
      } catch (error) {
        notifyError(error, 'extractor.list.deleteFailed');
      }
      // SPEC §4: after saving or deleting a configuration, configurations reload.
      list.reload();
    },
    [api, list, notifyError, notifySuccess, t],
  );

  return { ...list, remove };
}
