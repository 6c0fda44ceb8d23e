-- One full-text vector per indexed page, in the page's language (issue 10, ingestion speed).
-- Parsing a page's text was most of what indexing cost (about 300 ms per 100 pages and per
-- language in PGlite, each vector with its own GIN index to update); a page is now parsed once,
-- by the configuration of the language its words show ('es' or 'en', chosen by the index job:
-- storage/index/page-language.ts), and a search matches each page in its own language. A
-- Spanish word on an English page is found as written, without stemming.
ALTER TABLE file_pages
  ADD COLUMN language text NOT NULL DEFAULT 'es' CHECK (language IN ('es', 'en'));

-- Pages indexed before: the language whose configuration found fewer distinct lexemes is the one
-- whose stop words and inflections the page is written with.
UPDATE file_pages SET language = 'en' WHERE length(tsv_en) < length(tsv_es);

DROP INDEX file_pages_tsv_es_idx;
DROP INDEX file_pages_tsv_en_idx;
ALTER TABLE file_pages DROP COLUMN tsv_es, DROP COLUMN tsv_en;

ALTER TABLE file_pages ADD COLUMN tsv tsvector GENERATED ALWAYS AS (
  to_tsvector(CASE WHEN language = 'en' THEN 'english'::regconfig ELSE 'spanish'::regconfig END, text)
) STORED;

-- fastupdate on, unlike the two indexes it replaces (0005-file-index.sql): a file's entries go
-- to the pending list and the writer moves them into the index in bulk, sorted, before it
-- commits (db/gin-pending.ts), which costs about a third of inserting them one row at a time;
-- so no search ever meets more than the pending entries of a write in progress.
CREATE INDEX file_pages_tsv_idx ON file_pages USING gin (tsv) WITH (fastupdate = on);

-- The same for chat passages: their writer (insertPassages) empties the pending list likewise.
ALTER INDEX chat_passages_tsv_idx SET (fastupdate = on);

-- (Chat passages, same issue: `chat_passages.tsv` is now written by the application, the folded
-- Snowball stems the re-ranker reads (chatbot/retrieval/term-query.ts), not by to_tsvector.
-- Passages trained before keep their vectors: PostgreSQL's Snowball stems of the same folded
-- words, which the new queries' stems match.)
