/** A job ran out of its time; told apart from what the work itself failed with. */
export class DeadlineError extends Error {
  override readonly name = 'DeadlineError';
}

/** A deadline that work can be raced against. */
export type Deadline = {
  /** `work`, or a {@link DeadlineError} at the deadline, whichever comes first. */
  within<T>(work: Promise<T>): Promise<T>;
  /** Stops the timer once the work is over. */
  clear(): void;
};

/** A deadline at `at` (epoch ms). */
export function deadline(at: number): Deadline {
  let handle: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    handle = setTimeout(
      () => reject(new DeadlineError('deadline passed')),
      Math.max(0, at - Date.now()),
    );
  });
  // Nobody may be racing it any more when it fires.
  expired.catch(() => undefined);
  return {
    within<T>(work: Promise<T>) {
      // Work that lost the race settles later (its context closed) with nobody awaiting it.
      work.catch(() => undefined);
      return Promise.race([work, expired]);
    },
    clear: () => clearTimeout(handle),
  };
}
