/**
 * Records keys' last use at most once per `intervalMs` per key in this process, so a key that
 * makes a thousand calls a minute costs one write a minute, not a thousand. The time shown is
 * therefore at most that late. What `write` fails at is only reported: a last-used time is not
 * worth refusing a call for.
 */
export function createLastUsedRecorder(deps: {
  intervalMs: number;
  clock: () => Date;
  write: (id: string, at: Date) => Promise<void>;
  onError: (error: unknown) => void;
}): (id: string) => Promise<void> {
  const writtenAt = new Map<string, number>();
  const MAX_REMEMBERED = 10_000;
  return async (id) => {
    const now = deps.clock();
    const last = writtenAt.get(id);
    if (last !== undefined && now.getTime() - last < deps.intervalMs) {
      return;
    }
    if (writtenAt.size >= MAX_REMEMBERED) {
      writtenAt.clear();
    }
    writtenAt.set(id, now.getTime());
    await deps.write(id, now).catch(deps.onError);
  };
}
