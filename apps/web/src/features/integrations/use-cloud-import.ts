import { useCallback, useEffect, useState } from 'react';

import { useNotices } from '../../components/notices/notices-context';
import { useLoader } from '../../lib/use-loader';

import type {
  CloudImport,
  CloudItem,
  CloudItemPage,
  IntegrationProvider,
  IntegrationsResource,
} from '@folio/sdk';

/**
 * Where an upload's destination starts: Drive's own folders (its default listing is the recent
 * files); SharePoint's top level is already its sites.
 */
const topLevelOf = (provider: IntegrationProvider) =>
  provider === 'google-drive' ? { folderId: 'root' } : {};

/** A folder opened on the way down, for the trail back up. */
export type Crumb = { id: string; name: string };

/** How often a running import is read again. */
const POLL_MS = 1000;

/** Pages loaded after the first, for the listing (`load`) they continue. */
type MorePages = { load: unknown; items: CloudItem[]; nextPageToken: string | null };

/**
 * The listing the import screen shows: a folder's children, a search, or the recent files; the
 * first page, and the next ones on `loadMore` (SPEC §7 "list all files": a SharePoint library
 * pages its files). `foldersOnly` starts at the top level (an upload's destination) rather than
 * the recent files.
 */
export function useCloudListing(
  api: IntegrationsResource,
  provider: IntegrationProvider,
  foldersOnly = false,
) {
  const { notifyError } = useNotices();
  const [trail, setTrail] = useState<Crumb[]>([]);
  const [search, setSearch] = useState<string | undefined>(undefined);
  const [more, setMore] = useState<MorePages | null>(null);
  const [isLoadingMore, setLoadingMore] = useState(false);
  const folder = trail.at(-1);
  const listPage = useCallback(
    (pageToken?: string) =>
      api.itemsPage(provider, {
        ...(folder ? { folderId: folder.id } : foldersOnly ? topLevelOf(provider) : {}),
        ...(search ? { query: search } : {}),
        ...(pageToken ? { pageToken } : {}),
      }),
    [api, provider, folder, search, foldersOnly],
  );
  const load = useCallback(() => listPage(), [listPage]);
  const listed = useLoader<CloudItemPage | null>(load, null, (error) =>
    notifyError(error, 'integrations.failures.list'),
  );
  // Pages loaded for an earlier listing are dropped the moment the listing changes.
  const continued = more?.load === load ? more : null;
  const nextPageToken = continued ? continued.nextPageToken : (listed.data?.nextPageToken ?? null);

  const loadMore = async () => {
    if (nextPageToken === null) {
      return;
    }
    setLoadingMore(true);
    try {
      const page = await listPage(nextPageToken);
      setMore({
        load,
        items: [...(continued?.items ?? []), ...page.items],
        nextPageToken: page.nextPageToken,
      });
    } catch (error) {
      notifyError(error, 'integrations.failures.list');
    } finally {
      setLoadingMore(false);
    }
  };

  return {
    items: listed.data ? [...listed.data.items, ...(continued?.items ?? [])] : null,
    isLoading: listed.isLoading,
    hasMore: !listed.isLoading && nextPageToken !== null,
    isLoadingMore,
    loadMore,
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
export function useImportProgress(api: IntegrationsResource) {
  const [current, setCurrent] = useState<CloudImport | null>(null);
  useEffect(() => {
    if (current?.status !== 'running') {
      return;
    }
    const timer = setTimeout(() => {
      api.importById(current.id).then(
        (read) => setCurrent(read.started),
        () => undefined,
      );
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [api, current]);
  return { current, follow: setCurrent };
}
