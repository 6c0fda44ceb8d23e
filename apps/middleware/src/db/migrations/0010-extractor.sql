-- The extractor and the document database (issue 6; SPEC §3 Configuration, Extraction result;
-- §4 extraction states; §7). Documents keep their PDF as a file of the owner's `extractor`
-- folder; the document database keeps its own copies, so deleting either leaves the other whole.
CREATE TABLE configurations (
  id               uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id          uuid        NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- SPEC §5: letters and digits only.
  name             text        NOT NULL CHECK (name ~ '^[[:alnum:]]+$'),
  document_type    text        NOT NULL CHECK (document_type IN ('invoice', 'accounting', 'handwritten', 'other')),
  prompt           text,
  model            text,
  example_file_id  uuid        REFERENCES files (id) ON DELETE SET NULL,
  -- `[{ name, type, placement, detail, required }]`, checked by the server before writing.
  attributes       jsonb       NOT NULL,
  last_run_at      timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now()
);

CREATE UNIQUE INDEX configurations_user_name_key ON configurations (user_id, lower(name));

CREATE TABLE extraction_runs (
  id                uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id           uuid        NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  configuration_id  uuid        NOT NULL REFERENCES configurations (id) ON DELETE CASCADE,
  job_id            uuid,
  zip_name          text        NOT NULL,
  status            text        NOT NULL DEFAULT 'queued'
                    CHECK (status IN ('queued', 'running', 'succeeded', 'failed', 'cancelled')),
  created_at        timestamptz NOT NULL DEFAULT now(),
  finished_at       timestamptz
);

CREATE INDEX extraction_runs_configuration_idx ON extraction_runs (configuration_id, created_at DESC);

CREATE TABLE extracted_documents (
  id                uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id           uuid        NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  configuration_id  uuid        NOT NULL REFERENCES configurations (id) ON DELETE CASCADE,
  run_id            uuid        REFERENCES extraction_runs (id) ON DELETE SET NULL,
  file_id           uuid        REFERENCES files (id) ON DELETE SET NULL,
  file_name         text        NOT NULL,
  pages             integer     NOT NULL DEFAULT 0,
  -- Progress inside a run: a crash resumes at the first document not `done` or `failed`.
  status            text        NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
  -- SPEC §4 extraction states.
  state             text        NOT NULL DEFAULT 'not_verified'
                    CHECK (state IN ('not_verified', 'verified', 'auto_verified', 'manually_verified',
                                     'requires_verification', 'missing_rows')),
  headers           jsonb       NOT NULL DEFAULT '{}',
  items             jsonb       NOT NULL DEFAULT '[]',
  available_fields  jsonb       NOT NULL DEFAULT '{"headers": [], "details": []}',
  warnings          text[]      NOT NULL DEFAULT '{}',
  engine            text,
  error             text,
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now(),
  verified_at       timestamptz
);

CREATE INDEX extracted_documents_configuration_idx
  ON extracted_documents (configuration_id, created_at DESC, id DESC);
CREATE INDEX extracted_documents_run_idx ON extracted_documents (run_id, status);

-- "Train chatbot" from results: kept until chatbots exist to honour it (issue 6 hand-off).
CREATE TABLE chatbot_training_requests (
  id            uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id       uuid        NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  config_name   text        NOT NULL,
  topico        text        NOT NULL,
  document_ids  uuid[]      NOT NULL DEFAULT '{}',
  status        text        NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'done', 'failed')),
  created_at    timestamptz NOT NULL DEFAULT now()
);

-- The document database (SPEC §7): rows sent from results, with copies of their PDFs.
CREATE TABLE docdb_records (
  id            uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id       uuid        NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  config_name   text        NOT NULL,
  document_id   uuid        REFERENCES extracted_documents (id) ON DELETE SET NULL,
  date          timestamptz NOT NULL DEFAULT now(),
  data          jsonb       NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX docdb_records_user_config_idx ON docdb_records (user_id, config_name, date DESC);

CREATE TABLE docdb_files (
  id          uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
  record_id   uuid        NOT NULL REFERENCES docdb_records (id) ON DELETE CASCADE,
  user_id     uuid        NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  file_name   text        NOT NULL,
  blob_key    text        NOT NULL UNIQUE,
  size        bigint      NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX docdb_files_record_idx ON docdb_files (record_id);
