-- Resumable uploads across processes (issue 15): what became of each finished tus upload, in the
-- database every middleware shares rather than in one host's data folder, so whichever process
-- a client's next request reaches lands the upload once and answers where it landed.
CREATE TABLE tus_landings (
  -- `<user id>_<32 hex>`, tus's upload id (storage/tus/tus-uploads.ts).
  upload_id   text        PRIMARY KEY,
  user_id     uuid        NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- landing: the file id is chosen, the checks and the row may not be done; landed: stored.
  state       text        NOT NULL CHECK (state IN ('landing', 'landed')),
  file_id     uuid        NOT NULL,
  blob_name   text,
  size        bigint,
  updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX tus_landings_updated_idx ON tus_landings (updated_at);
