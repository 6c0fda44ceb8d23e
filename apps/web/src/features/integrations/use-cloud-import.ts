import { useCallback, useEffect, useState } from 'react';

import { useNotices } from '../../components/notices/notices-context';
import { useLoader } from '../../lib/use-loader';

import type { CloudImport, CloudItem, IntegrationsApi, ProviderId } from './integrations-api';

/**
 * Where an upload's destination starts: Drive's own folders (its default listing is the recent
 * files); SharePoint's top level is already its sites.
 */
const topLevelOf = (provider: ProviderId) =>
  provider === 'google-drive' ? { folderId: 'root' } : {};

/** A folder opened on the way down, for the trail back up. */
export type Crumb = { id: string; name: string };

/** How often a running import is read again. */
const POLL_MS = 1000;

/** The listing the import screen shows: a folder's children, a search, or the recent files. */
/** `foldersOnly` starts at the top level (an upload's destination) rather than the recent files. */
export function useCloudListing(api: IntegrationsApi, provider: ProviderId, foldersOnly = false) {
  const { notifyError } = useNotices();
  const [trail, setTrail] = useState<Crumb[]>([]);
  const [search, setSearch] = useState<string | undefined>(undefined);
  const folder = trail.at(-1);
  const load = useCallback(
    () =>
      api.listItems(provider, {
        ...(folder ? { folderId: folder.id } : foldersOnly ? topLevelOf(provider) : {}),
        ...(search ? { query: search } : {}),
      }),
    [api, provider, folder, search, foldersOnly],
  );
  const listed = useLoader<{ items: CloudItem[] } | null>(load, null, (error) =>
    notifyError(error, 'integrations.failures.list'),
  );
  return {
    items: listed.data?.items ?? null,
    isLoading: listed.isLoading,
    trail,
    search,
    open: (item: Crumb) => {
      setSearch(undefined);
      setTrail([...trail, item]);
    },
    goTo: (depth: number) => {
      setSearch(undefined);
      setTrail(trail.slice(0, depth));
    },
    find: (text: string) => {
      setTrail([]);
      setSearch(text.trim() === '' ? undefined : text.trim());
    },
  };
}

/** An import being followed: started, then read every second until it is no longer running. */
export function useImportProgress(api: IntegrationsApi) {
  const [current, setCurrent] = useState<CloudImport | null>(null);
  useEffect(() => {
    if (current?.status !== 'running') {
      return;
    }
    const timer = setTimeout(() => {
      api.getImport(current.id).then(setCurrent, () => undefined);
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [api, current]);
  return { current, follow: setCurrent };
}
