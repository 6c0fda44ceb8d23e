-- Why a file has no content search (issue 17: a file that could not be indexed is kept and shows
-- the reason). A stable code written by the `storage.index` job with `index_status` `failed` or
-- `skipped` (storage/index/index-error.ts: too-complex, timeout, encrypted, unreadable,
-- too-many-pages, too-large, no-text, error) and cleared when the file is indexed again. Null for
-- every other state, and for files that failed before this migration (their reason was not kept).
ALTER TABLE files ADD COLUMN index_error text;
