-- Locks of tus uploads across processes (issue 15): a PATCH, HEAD or DELETE of an upload holds its
-- lock while it runs, whichever middleware it reached, so two requests for one upload sent to two
-- processes never write at once. A lock is a lease its holder renews; a holder that died lets it
-- lapse; a request that wants a held lock asks the holder to let go (tus: the newer request wins).
CREATE TABLE tus_locks (
  upload_id         text        PRIMARY KEY,
  -- A random id per lock taken, so only the taker renews or releases it.
  holder            text        NOT NULL,
  lease_until       timestamptz NOT NULL,
  release_requested boolean     NOT NULL DEFAULT false
);
