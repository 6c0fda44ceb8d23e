type Closer = () => Promise<unknown>;
type Log = { info(message: string): void; error(object: unknown, message: string): void };

/**
 * Closes everything once on SIGTERM or SIGINT, then exits: 0 when every closer finished in time,
 * 1 when one failed or the timeout passed. Closers run together (both hosts of `start` and the
 * job runner shut down in parallel); each finishes its in-flight work before resolving.
 */
export function closeOnSignals(closers: Closer[], options: { timeoutMs: number; log: Log }): void {
  let closing = false;
  const shutDown = (signal: string) => {
    if (closing) {
      return;
    }
    closing = true;
    options.log.info(`${signal} received: finishing in-flight work, then stopping`);
    const timer = setTimeout(() => {
      options.log.error({ timeoutMs: options.timeoutMs }, 'shutdown timed out');
      process.exit(1);
    }, options.timeoutMs);
    timer.unref();
    Promise.all(closers.map((close) => close()))
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        options.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.once('SIGTERM', () => shutDown('SIGTERM'));
  process.once('SIGINT', () => shutDown('SIGINT'));
}
