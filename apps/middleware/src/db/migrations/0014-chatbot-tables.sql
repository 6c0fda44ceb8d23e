-- Chatbot part 3 (issue 12): the accounting chatbot's tables.

-- The tables of an accounting topic, made from its spreadsheets and PDF tables. The rows live in
-- the topic's own schema (`topic_<id>`, see store/topic-schema.ts); this row keeps what the
-- question engines and the screens read: the header of each column as written, its type, sample
-- values, the totals rows and notes kept apart from the data.
CREATE TABLE chat_tables (
  topic_id    uuid        NOT NULL REFERENCES chat_topics (id) ON DELETE CASCADE,
  name        text        NOT NULL,
  file_id     uuid        REFERENCES files (id) ON DELETE SET NULL,
  title       text        NOT NULL,
  columns     jsonb       NOT NULL,
  row_count   integer     NOT NULL,
  totals      jsonb       NOT NULL DEFAULT '[]'::jsonb,
  notes       jsonb       NOT NULL DEFAULT '[]'::jsonb,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (topic_id, name)
);

-- An accounting answer's table: its SQL, columns, rows (capped), and how it is drawn.
ALTER TABLE chat_messages ADD COLUMN table_result jsonb;

-- SPEC §7 SQL questions: suggested questions made from a topic's tables, per language.
CREATE TABLE chat_sql_questions (
  topic_id    uuid        NOT NULL REFERENCES chat_topics (id) ON DELETE CASCADE,
  language    text        NOT NULL CHECK (language IN ('es', 'en')),
  questions   jsonb       NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (topic_id, language)
);

-- The only role questions run as. It holds no rights of its own: a question's transaction grants
-- it one topic's schema and is rolled back, so a question reads no other topic and no table of
-- the product. Roles belong to the whole server: it is created once, and every database on it
-- shares it.
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'folio_table_reader') THEN
    CREATE ROLE folio_table_reader NOLOGIN;
  END IF;
  EXECUTE format('GRANT folio_table_reader TO %I', current_user);
EXCEPTION WHEN insufficient_privilege THEN
  RAISE WARNING 'folio_table_reader could not be made: accounting questions stay refused until a database administrator creates it and grants it to %', current_user;
END
$$;
