-- Accent- and case-insensitive file names (issue 5: listFiles `q`, searchFiles, the name sort).
-- `name_key` is the file name folded by the middleware (storage/rules/name-key.ts: NFD, marks
-- removed, lower case), so `Año.pdf` is found by `ano` on PGlite and PostgreSQL alike without the
-- `unaccent` extension. Rows from before this migration get lower(filename).
ALTER TABLE files ADD COLUMN name_key text;
UPDATE files SET name_key = lower(filename);
ALTER TABLE files ALTER COLUMN name_key SET NOT NULL;

-- listFiles' keyset pages for every sort (the date sort has its indexes in 0004), of one folder
-- and of the `all` view: the first page of a large folder reads one page of index, never the
-- whole folder sorted.
CREATE INDEX files_folder_name_key_idx ON files (folder_id, name_key, id);
CREATE INDEX files_user_name_key_idx ON files (user_id, name_key, id);
CREATE INDEX files_folder_size_idx ON files (folder_id, size, id);
CREATE INDEX files_user_size_idx ON files (user_id, size, id);
CREATE INDEX files_folder_kind_idx ON files (folder_id, kind, name_key, id);
CREATE INDEX files_user_kind_idx ON files (user_id, kind, name_key, id);
