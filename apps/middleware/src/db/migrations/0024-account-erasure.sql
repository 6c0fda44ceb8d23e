-- Account deletion with a grace period (issue 13, profile note "decision 2"): deleting the account
-- sets the instant its erasure is due and queues a `profile.erase` job for then; signing in before
-- it clears the column, and the job erases only an account whose column is still set and due.
ALTER TABLE users ADD COLUMN erasure_due_at timestamptz;
