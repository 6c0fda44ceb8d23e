import { useCallback, useEffect, useRef, useState } from 'react';

import type { FilePage, FileQuery } from './storage-api';
import { useNotices } from '../../components/notices/notices-context';
import { useStorageApi } from './use-storage-api';

type ListState = FilePage & { key: string };

/**
 * The files of a folder as `query` asks for them (SPEC §2: category, type, sort, name search),
 * a page at a time: `loadMore` appends the next page. A new query or `reload()` starts again
 * from the first page; the files shown stay until the new ones arrive.
 */
export function useFileList(query: FileQuery) {
  const api = useStorageApi();
  const { notifyError } = useNotices();
  const [version, setVersion] = useState(0);
  const [list, setList] = useState<ListState | null>(null);
  const [isLoadingMore, setLoadingMore] = useState(false);
  const key = `${JSON.stringify(query)}#${version}`;
  const currentKey = useRef(key);

  useEffect(() => {
    currentKey.current = key;
    let isCurrent = true;
    api.listFiles(query).then(
      (page) => {
        if (isCurrent) {
          setList({ ...page, key });
        }
      },
      (error: unknown) => {
        if (isCurrent) {
          setList((last) => ({ items: [], total: 0, nextCursor: null, ...last, key }));
          notifyError(error, 'files.failures.loadFiles');
        }
      },
    );
    return () => {
      isCurrent = false;
    };
    // `key` stands for `query` and the reload count.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, key]);

  const loadMore = useCallback(async () => {
    if (!list?.nextCursor || list.key !== currentKey.current) {
      return;
    }
    setLoadingMore(true);
    try {
      const page = await api.listFiles(query, list.nextCursor);
      setList((last) =>
        last && last.key === list.key
          ? { ...page, items: [...last.items, ...page.items], key: last.key }
          : last,
      );
    } catch (error) {
      notifyError(error, 'files.failures.loadFiles');
    } finally {
      setLoadingMore(false);
    }
  }, [api, list, query, notifyError]);

  const reload = useCallback(() => setVersion((count) => count + 1), []);
  return {
    files: list?.items ?? [],
    total: list?.total ?? 0,
    hasMore: Boolean(list?.nextCursor),
    isLoading: list?.key !== key,
    isLoadingMore,
    loadMore,
    reload,
  };
}
