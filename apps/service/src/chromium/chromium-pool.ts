import { AppError } from '@folio/core';

import { BrowserGoneError, BrowserHost } from './browser-host';
import type { HtmlPoolConfig } from './chromium-launch';
import type { HtmlPrinter, PrintOptions } from './html-printer';
import { JobSlots } from './job-slots';
import { createPublicFetch, type AllowedFetch } from './public-fetch';

/** Largest resource of an allowed host that a page may load. */
const MAX_RESOURCE_BYTES = 20 * 1024 * 1024;

/** The pool's settings, and what tests replace. */
export type ChromiumPrinterOptions = HtmlPoolConfig & {
  /** How allowed hosts are fetched (default: from this process, public addresses only). */
  fetchAllowed?: AllowedFetch;
  /** Fresh contexts each browser keeps ready (default 1). */
  spares?: number;
};

/** The warm pool: the {@link HtmlPrinter} seam, plus what tests and benches look at. */
export type ChromiumPrinter = HtmlPrinter & {
  /**
   * Settles when every browser has started (in the background) and its spare contexts are ready:
   * the pool is warm and idle.
   */
  ready(): Promise<void>;
  /** The process ids of the running browsers. */
  processIds(): number[];
  /** Browsers replaced for the jobs they printed or the memory they held. */
  recycled(): number;
};

/**
 * Starts the HTML printer: `browsers` warm Chromiums, each printing up to `pagesPerBrowser` jobs
 * at once, `maxQueue` more waiting, and a refusal beyond (SERVICE_UNAVAILABLE, busy). Browsers
 * launch in the background, so the host starts even without Chromium (jobs then fail with
 * SERVICE_UNAVAILABLE). A job whose browser dies under it runs once more on a fresh one.
 */
export function startChromiumPrinter(options: ChromiumPrinterOptions): ChromiumPrinter {
  const browsers = Math.max(1, options.browsers);
  const perBrowser = Math.max(1, options.pagesPerBrowser);
  const hostOptions = {
    ...options,
    fetchAllowed: options.fetchAllowed ?? createPublicFetch(MAX_RESOURCE_BYTES),
    spares: options.spares ?? 1,
  };
  const hosts = Array.from({ length: browsers }, () => new BrowserHost(hostOptions));
  const slots = new JobSlots(browsers * perBrowser, options.maxQueue);
  const warming = Promise.allSettled(hosts.map((host) => host.warm()));
  let isClosed = false;

  const leastBusy = (): BrowserHost =>
    hosts.reduce((best, host) => (host.active < best.active ? host : best));

  return {
    async print(html: string, printOptions: PrintOptions): Promise<Uint8Array> {
      if (isClosed) {
        throw new AppError('SERVICE_UNAVAILABLE', { message: 'HTML printer closed' });
      }
      const release = await slots.acquire();
      let done: Promise<void> | undefined;
      try {
        for (let attempt = 1; ; attempt++) {
          try {
            const result = await leastBusy().print(html, printOptions);
            done = result.done;
            return result.pdf;
          } catch (error) {
            if (!(error instanceof BrowserGoneError)) {
              throw error;
            }
            if (attempt >= 2) {
              throw new AppError('SERVICE_UNAVAILABLE', {
                message: `HTML not printed: ${error.message}`,
                detail: { reason: 'browser' },
                cause: error,
              });
            }
          }
        }
      } finally {
        // The slot is free once the job's context is closed, not when its PDF is answered.
        if (done) {
          void done.finally(release);
        } else {
          release();
        }
      }
    },
    async ready() {
      await warming;
      await Promise.all(hosts.map((host) => host.idle()));
    },
    processIds() {
      return hosts.flatMap((host) => (host.processId === undefined ? [] : [host.processId]));
    },
    recycled() {
      return hosts.reduce((sum, host) => sum + host.recycled, 0);
    },
    async close() {
      isClosed = true;
      await warming;
      await Promise.allSettled(hosts.map((host) => host.close()));
    },
  };
}
