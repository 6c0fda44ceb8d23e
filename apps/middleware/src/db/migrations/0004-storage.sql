-- File storage and folders (issue 5; SPEC §3 File and Folder, §7). Blobs are keyed by file id
-- (`files/<user id>/<file id>`), never by name, so renames and moves touch rows only.
CREATE TABLE folders (
  id           uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id      uuid        NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  empresa      text        NOT NULL,
  name         text        NOT NULL CHECK (name <> ''),
  description  text,
  color        text        NOT NULL DEFAULT 'blue'
               CHECK (color IN ('blue', 'green', 'yellow', 'red', 'purple', 'orange', 'teal', 'gray')),
  -- SPEC §3 predefined folders; `all` is a view and has no row.
  system_kind  text        CHECK (system_kind IN ('chatbot', 'extractor', 'uploads')),
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now()
);

-- Folder names are unique per user ignoring case (SPEC §5).
CREATE UNIQUE INDEX folders_user_name_key ON folders (user_id, lower(name));
CREATE UNIQUE INDEX folders_user_system_key ON folders (user_id, system_kind) WHERE system_kind IS NOT NULL;

CREATE TABLE files (
  id              uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id         uuid        NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  folder_id       uuid        NOT NULL REFERENCES folders (id) ON DELETE CASCADE,
  filename        text        NOT NULL CHECK (filename <> ''),
  blob_key        text        NOT NULL UNIQUE,
  mime_type       text        NOT NULL,
  -- SPEC §3 document manager types.
  kind            text        NOT NULL CHECK (kind IN ('image', 'document', 'video', 'audio', 'archive', 'other')),
  -- SPEC §2 files screen categories.
  category        text        CHECK (category IN ('config', 'chat')),
  config_name     text,
  size            bigint      NOT NULL CHECK (size > 0),
  sha256          text        NOT NULL,
  pages           integer,
  tags            text[]      NOT NULL DEFAULT '{}',
  description     text,
  access_count    integer     NOT NULL DEFAULT 0,
  index_status    text        NOT NULL DEFAULT 'pending'
                  CHECK (index_status IN ('pending', 'indexing', 'indexed', 'failed', 'skipped')),
  index_progress  real        NOT NULL DEFAULT 0,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);

-- One name per folder ignoring case; the listing's keyset orders.
CREATE UNIQUE INDEX files_folder_name_key ON files (folder_id, lower(filename));
CREATE INDEX files_user_created_idx ON files (user_id, created_at DESC, id DESC);
CREATE INDEX files_folder_created_idx ON files (folder_id, created_at DESC, id DESC);
CREATE INDEX files_folder_name_idx ON files (folder_id, lower(filename), id);
