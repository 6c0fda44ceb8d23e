-- The chatbot (issue 10; SPEC §3 Topic, Conversation, Message send). A topic's files live in
-- Files (the chatbot system folder); what a topic adds is its passages, its conversations and
-- the state of each file's training. Deleting a topic removes all of that (the files stay in
-- Files unless the chatbot feature removes them, DECISIONS.md "Chatbot").
CREATE TABLE chat_topics (
  id              uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id         uuid        NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- SPEC §3: lower-cased letters and digits; the global-search topic (SPEC §9 BUSQUEDA_GLOBAL)
  -- is the one row with `is_global`, created on first use, and keeps the constant's spelling.
  name            text        NOT NULL CHECK (name ~ '^[a-z0-9]+$' OR is_global),
  is_global       boolean     NOT NULL DEFAULT false,
  description     text        NOT NULL DEFAULT '',
  document_type   text        NOT NULL DEFAULT '',
  config_chatbot  text        NOT NULL DEFAULT 'documental'
                  CHECK (config_chatbot IN ('documental', 'estructurado')),
  longer          boolean     NOT NULL DEFAULT false,
  annonimization  boolean     NOT NULL DEFAULT false,
  mannuscrit      boolean     NOT NULL DEFAULT false,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);

CREATE UNIQUE INDEX chat_topics_user_name_key ON chat_topics (user_id, name);
CREATE UNIQUE INDEX chat_topics_user_global_key ON chat_topics (user_id) WHERE is_global;

-- One training batch (SPEC §4: in progress, then success or failure, with the processed and
-- unprocessed names). Its work is one durable job (`chatbot.train`) that walks the batch's files.
CREATE TABLE chat_trainings (
  id           uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
  topic_id     uuid        NOT NULL REFERENCES chat_topics (id) ON DELETE CASCADE,
  user_id      uuid        NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  job_id       uuid,
  status       text        NOT NULL DEFAULT 'queued'
               CHECK (status IN ('queued', 'running', 'succeeded', 'failed')),
  created_at   timestamptz NOT NULL DEFAULT now(),
  finished_at  timestamptz
);

CREATE INDEX chat_trainings_topic_idx ON chat_trainings (topic_id, created_at DESC);

-- A file of a topic and the state of its training. `training_id` is the batch that last trained
-- it; `passages` counts what it contributed; `reason` says why it was not processed.
CREATE TABLE chat_topic_files (
  topic_id     uuid        NOT NULL REFERENCES chat_topics (id) ON DELETE CASCADE,
  file_id      uuid        NOT NULL REFERENCES files (id) ON DELETE CASCADE,
  user_id      uuid        NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  training_id  uuid        REFERENCES chat_trainings (id) ON DELETE SET NULL,
  status       text        NOT NULL DEFAULT 'pending'
               CHECK (status IN ('pending', 'training', 'trained', 'failed')),
  reason       text,
  -- 'es' or 'en', detected from the file's text; picks the full-text configuration.
  language     text        CHECK (language IN ('es', 'en')),
  pages        integer,
  passages     integer     NOT NULL DEFAULT 0,
  -- SPEC §3 File `resumen`: a few sentences kept for suggested questions.
  summary      text,
  position     integer     NOT NULL DEFAULT 0,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (topic_id, file_id)
);

CREATE INDEX chat_topic_files_training_idx ON chat_topic_files (training_id, position);
CREATE INDEX chat_topic_files_file_idx ON chat_topic_files (file_id);

CREATE TABLE chat_conversations (
  id          uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
  topic_id    uuid        NOT NULL REFERENCES chat_topics (id) ON DELETE CASCADE,
  user_id     uuid        NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name        text        NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX chat_conversations_topic_idx ON chat_conversations (topic_id, created_at DESC, id);

-- Passages: the retrievable pieces of a topic's files (headings, paragraphs, table rows with
-- their header), each with the page and the character range of the page's text it came from.
-- A file attached to a message adds passages for its conversation only (`conversation_id`).
-- A file's passages are replaced in one transaction, so a training that is run again (after a
-- crash) never leaves duplicates.
CREATE TABLE chat_passages (
  id               bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  topic_id         uuid        NOT NULL REFERENCES chat_topics (id) ON DELETE CASCADE,
  file_id          uuid        NOT NULL REFERENCES files (id) ON DELETE CASCADE,
  user_id          uuid        NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  conversation_id  uuid        REFERENCES chat_conversations (id) ON DELETE CASCADE,
  ordinal          integer     NOT NULL,
  page             integer     NOT NULL CHECK (page >= 1),
  char_start       integer     NOT NULL,
  char_end         integer     NOT NULL,
  heading          text,
  text             text        NOT NULL,
  language         text        NOT NULL CHECK (language IN ('es', 'en')),
  -- Built by the writer with the passage's language configuration over accent-folded text
  -- (heading and body), so 'Educación' and 'educacion' meet.
  tsv              tsvector    NOT NULL,
  -- Present only when an embeddings endpoint is configured (FOLIO_EMBEDDINGS_URL).
  embedding        real[],
  UNIQUE NULLS NOT DISTINCT (topic_id, file_id, conversation_id, ordinal)
);

CREATE INDEX chat_passages_tsv_idx ON chat_passages USING gin (tsv) WITH (fastupdate = off);
CREATE INDEX chat_passages_topic_idx ON chat_passages (topic_id, file_id);

CREATE TABLE chat_messages (
  id               uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
  conversation_id  uuid        NOT NULL REFERENCES chat_conversations (id) ON DELETE CASCADE,
  user_id          uuid        NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  user_message     text        NOT NULL,
  bot_response     text        NOT NULL DEFAULT '',
  -- streaming while the answer is produced; stopped when the user stopped it (what was produced
  -- is kept); failed with `error_code`.
  status           text        NOT NULL DEFAULT 'streaming'
                   CHECK (status IN ('streaming', 'done', 'stopped', 'failed')),
  error_code       text,
  model            text,
  tone             text,
  personality      text,
  -- 'builtin' for the built-in engine, else the provider that answered.
  engine           text        NOT NULL DEFAULT 'builtin',
  citations        jsonb       NOT NULL DEFAULT '[]'::jsonb,
  files_id         uuid[]      NOT NULL DEFAULT '{}',
  created_at       timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX chat_messages_conversation_idx ON chat_messages (conversation_id, created_at, id);

-- The extractor's "train chatbot" requests are honoured by the chatbot now: each points at the
-- training that served it.
ALTER TABLE chatbot_training_requests ADD COLUMN training_id uuid REFERENCES chat_trainings (id) ON DELETE SET NULL;

-- Requests stored before the chatbot existed are handed to it now, as new ones are
-- (`extractor.train-request`, queued with the request).
INSERT INTO jobs (kind, payload)
SELECT 'extractor.train-request', jsonb_build_object('requestId', id)
FROM chatbot_training_requests
WHERE status = 'pending';
