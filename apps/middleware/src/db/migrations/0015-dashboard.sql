-- The dashboard (issue 13): one aggregate of a user's activity in a period, under 100 ms at the
-- server for a user with 10,000 documents (scripts/bench/dashboard/aggregate.ts). Every figure is
-- a range of one user's rows by time; these indexes let each be read from its range instead of
-- from every row of the table (the extractor's and the chatbot's indexes lead with a
-- configuration, a run, a topic or a conversation, never with the user).
CREATE INDEX extraction_runs_user_created_idx ON extraction_runs (user_id, created_at);
CREATE INDEX chat_messages_user_created_idx ON chat_messages (user_id, created_at);
CREATE INDEX chat_conversations_user_created_idx ON chat_conversations (user_id, created_at);
-- Pages spent on training: trained files by the time they were trained.
CREATE INDEX chat_topic_files_user_trained_idx ON chat_topic_files (user_id, updated_at)
  WHERE status = 'trained';

-- A document's fields (header values and line-item cells) and those a person corrected (values
-- marked `edited`, provenance `manual`), counted when the row is written rather than each time
-- the dashboard asks: reading the JSON of a year's verified documents on every load took several
-- times the 100 ms the whole call has (PGlite, 3,000 documents). Kept by PostgreSQL on every
-- write, so no writer has to know about them.
ALTER TABLE extracted_documents
  ADD COLUMN field_count integer GENERATED ALWAYS AS (
    jsonb_array_length(jsonb_path_query_array(headers, '$.*'))
    + jsonb_array_length(jsonb_path_query_array(items, '$[*].*'))
  ) STORED,
  ADD COLUMN corrected_field_count integer GENERATED ALWAYS AS (
    jsonb_array_length(jsonb_path_query_array(headers, '$.* ? (@.edited == true)'))
    + jsonb_array_length(jsonb_path_query_array(items, '$[*].* ? (@.edited == true)'))
  ) STORED;

-- Documents by the time their run took them in, and by the time a person verified them (the
-- accuracy of the user's own verifications), each with what the dashboard reads of them: a
-- document row carries its extracted JSON (kilobytes), so on PostgreSQL these are read from the
-- index alone (index-only scans once vacuumed) rather than from the rows.
CREATE INDEX extracted_documents_user_created_idx ON extracted_documents (user_id, created_at)
  INCLUDE (status, state, pages);
CREATE INDEX extracted_documents_user_verified_idx ON extracted_documents (user_id, verified_at)
  INCLUDE (state, field_count, corrected_field_count)
  WHERE verified_at IS NOT NULL;
