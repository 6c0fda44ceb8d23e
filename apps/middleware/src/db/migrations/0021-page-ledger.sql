-- The page balance's ledger (issue 13 profile: "the page balance and its history"). Every change
-- of `users.balance_pages` is written here in the same transaction as the work that made it
-- (balance/page-balance.ts), so the history is exact: the registration grant, each extraction
-- run and chatbot training with the pages it spent, each configuration example read. One row per
-- piece of work: the documents of a run, spent one by one, add to their run's row.
CREATE TABLE page_ledger (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('opening', 'granted', 'extraction', 'training', 'example')),
  -- The run or the training paid for; none for a grant or an example read.
  reference_id uuid,
  -- What the work was when nothing else names it (an example's file name).
  label text NOT NULL DEFAULT '',
  -- Pages added (grants) or taken (negative: work).
  pages integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- The latest page added to the row (a run's last document).
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX page_ledger_work_idx ON page_ledger (user_id, kind, reference_id)
  WHERE reference_id IS NOT NULL;
CREATE INDEX page_ledger_user_updated_idx ON page_ledger (user_id, updated_at DESC);

-- Accounts made before the ledger: their balance as it stood opens their history, so the
-- entries always add up to the balance.
INSERT INTO page_ledger (user_id, kind, pages) SELECT id, 'opening', balance_pages FROM users;
