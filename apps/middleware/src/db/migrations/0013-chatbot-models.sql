-- Chatbot part 2 (issue 11): language models, missions and anonymisation.

-- The placeholders of a conversation whose topic anonymises (`annonimization`): the same original
-- always gets the same placeholder, across messages; shown to the user as what was masked.
ALTER TABLE chat_conversations ADD COLUMN masks jsonb NOT NULL DEFAULT '[]'::jsonb;

-- What a reasoning model thought before answering (never part of the answer); the notices an
-- answer carries (a model without a key, a web search without a provider, a mission that needs a
-- model); the mission a message ran and its structured result.
ALTER TABLE chat_messages
  ADD COLUMN reasoning      text,
  ADD COLUMN notices        text[] NOT NULL DEFAULT '{}',
  ADD COLUMN mission        text,
  ADD COLUMN mission_result jsonb;
