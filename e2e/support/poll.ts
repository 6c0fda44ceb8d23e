/**
 * Calls `read` until `isReady` holds for its answer, every `intervalMs`, and answers it; throws
 * with the last answer past the deadline. Never a fixed sleep: states are awaited, not guessed.
 */
export async function pollUntil<T>(
  read: () => Promise<T>,
  isReady: (value: T) => boolean,
  {
    what,
    timeoutMs = 60_000,
    intervalMs = 100,
  }: { what: string; timeoutMs?: number; intervalMs?: number },
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (isReady(value)) {
      return value;
    }
    if (Date.now() > deadline) {
      throw new Error(`${what}: still ${JSON.stringify(value)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
