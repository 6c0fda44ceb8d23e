-- Content search over stored files (issue 5): the text of each file, page by page, indexed with
-- Postgres full-text search in Spanish and English. Written by the `storage.index` job only
-- (delete then insert in one transaction), read by searchFileContents.
CREATE TABLE file_pages (
  file_id  uuid    NOT NULL REFERENCES files (id) ON DELETE CASCADE,
  -- The owner, copied from the file so a search is scoped without reading the files table first.
  user_id  uuid    NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- 1-based page of a PDF, sheet of a workbook; 1 for files without pages.
  page     integer NOT NULL CHECK (page >= 1),
  -- A long page is stored in parts, so no row comes near the 1 MB limit of a tsvector and
  -- highlighting reads a bounded text; a search answers one hit per file and page.
  part     integer NOT NULL DEFAULT 1 CHECK (part >= 1),
  text     text    NOT NULL,
  -- One vector per language, each matched by its own language's query, so a stem or a negation
  -- of one language never meets the lexemes of the other.
  tsv_es   tsvector GENERATED ALWAYS AS (to_tsvector('spanish', text)) STORED,
  tsv_en   tsvector GENERATED ALWAYS AS (to_tsvector('english', text)) STORED,
  PRIMARY KEY (file_id, page, part)
)
-- A page's row (its text and both vectors, up to about 8 KB) stays in the table rather than in
-- TOAST: a search ranks every matching row, and fetching its vectors from TOAST took twice the
-- CPU (bench: 35 ms against 15 ms on PostgreSQL for a word on 4,000 of 5,000 pages), for about
-- 1.5 times the disk.
WITH (toast_tuple_target = 8160);

-- fastupdate off: new entries go straight into the index rather than a pending list that every
-- search scans linearly until a VACUUM merges it. PGlite has no autovacuum, and a few thousand
-- pending pages made the planner give up on the index (seq scans of 100+ ms for a rare word;
-- under 1 ms with the list merged). Writes are the index job's, in the background.
CREATE INDEX file_pages_tsv_es_idx ON file_pages USING gin (tsv_es) WITH (fastupdate = off);
CREATE INDEX file_pages_tsv_en_idx ON file_pages USING gin (tsv_en) WITH (fastupdate = off);
CREATE INDEX file_pages_user_idx ON file_pages (user_id);
