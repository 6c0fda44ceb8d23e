import { AppError } from '@folio/core';
import type { Browser } from 'playwright-core';

import { treeMemoryMb } from '../system/process-memory';
import { browserProcessId, launchChromium, type HtmlPoolConfig } from './chromium-launch';
import { deadline, DeadlineError } from './deadline';
import type { PrintOptions } from './html-printer';
import type { AllowedFetch } from './public-fetch';
import { openWorkspace, PAPER, type Workspace } from './workspace';

/** What a host needs besides the pool's settings. */
export type BrowserHostOptions = HtmlPoolConfig & {
  fetchAllowed: AllowedFetch;
  /** Fresh contexts kept open and ready, so a job does not wait for a renderer to start. */
  spares: number;
};

/** The browser died or was killed under a job: the job did nothing wrong and may run again. */
export class BrowserGoneError extends Error {
  override readonly name = 'BrowserGoneError';
}

/**
 * How long a context gets to close before its browser is taken for hung and killed; closing
 * ends the renderer, so even a page stuck in a script closes in milliseconds.
 */
const CLOSE_GRACE_MS = 2_000;

/**
 * How long a job may wait for a fresh page (a context, its renderer and its warm-up print) before
 * the browser is taken for hung, killed, and the job run again on the next.
 */
const OPEN_TIMEOUT_MS = 15_000;

/** A browser that dies younger than this is not relaunched before a job needs it. */
const RELAUNCH_AFTER_MS = 5_000;

/**
 * One warm Chromium and its jobs. Each job gets a fresh browser context (made ahead of time and
 * never shared), guarded off the network, closed after the job; a job over its time is stopped
 * by closing its context, which ends its renderer whatever its scripts do. A context that will
 * not close means a hung browser: its process is killed. A browser that dies is launched again,
 * and one that has printed `maxJobsPerBrowser` jobs or holds more than `maxResidentMb` is
 * replaced once its running jobs end, new jobs waiting for its successor.
 */
export class BrowserHost {
  /** Jobs running here, for the pool to spread work. */
  active = 0;
  private launching: Promise<Browser> | undefined;
  private current: Browser | undefined;
  private pid: number | undefined;
  private launchedAt = 0;
  private spares: Array<Promise<Workspace>> = [];
  private isClosed = false;
  private checked: Promise<void> = Promise.resolve();
  private readonly releasing = new Set<Promise<void>>();
  /** Jobs past the `checked` gate and not yet finished: those a replacement waits for. */
  private inProgress = 0;
  private onDrained: (() => void) | undefined;
  /** Jobs finished on the current browser, and the replacement under way, if any. */
  private jobsOnBrowser = 0;
  private recycling: Promise<void> | undefined;
  /** Browsers replaced by the host's choice (jobs or memory), for tests and logs. */
  recycled = 0;

  constructor(private readonly options: BrowserHostOptions) {}

  /** Launches the browser (once) and prepares its spare contexts. */
  async warm(): Promise<void> {
    await this.browser();
    this.refill();
  }

  /** Settles once the contexts being closed are closed and the spares being made are ready. */
  async idle(): Promise<void> {
    await Promise.allSettled([...this.releasing, ...this.spares]);
  }

  /** The browser's process id, once launched (tests kill it to prove the restart). */
  get processId(): number | undefined {
    return this.pid;
  }

  /**
   * Prints `html` in a fresh context within the job time. Answers the PDF, and `done`, settled
   * once the context is closed (the pool holds the job's slot until then).
   */
  async print(
    html: string,
    options: PrintOptions,
  ): Promise<{ pdf: Uint8Array; done: Promise<void> }> {
    this.active++;
    // After a job ran out of time, the next waits until its context closed or its browser was
    // replaced, rather than take a page from a browser that may hang; the same while a browser
    // that grew is replaced.
    await this.checked;
    this.inProgress++;
    // The job's time is its HTML's: loading, scripts and printing. Getting a page is the pool's
    // business, bounded apart.
    const taking = this.take();
    const opening = deadline(Date.now() + OPEN_TIMEOUT_MS);
    let workspace: Workspace;
    try {
      workspace = await opening.within(taking);
    } catch (error) {
      this.refill();
      void taking.then(
        (late) => this.release(late),
        () => this.finish(),
      );
      if (error instanceof DeadlineError) {
        this.kill(this.current);
      }
      throw this.explain(error, undefined);
    } finally {
      opening.clear();
    }
    const limit = deadline(Date.now() + this.options.timeoutMs);
    try {
      const { page } = workspace;
      await limit.within(page.setContent(html, { waitUntil: 'load', timeout: 0 }));
      const pdf = await limit.within(
        page.pdf({
          ...PAPER[options.pageSize],
          landscape: options.landscape,
          printBackground: true,
          margin: { top: '10mm', right: '10mm', bottom: '10mm', left: '10mm' },
        }),
      );
      // The next spare is made once this job has printed, not while it prints on the same cores.
      this.refill();
      return { pdf, done: this.release(workspace) };
    } catch (error) {
      this.refill();
      const releasing = this.release(workspace);
      if (error instanceof DeadlineError) {
        // Added to the gate, not put in its place: a replacement under way keeps it closed.
        const before = this.checked;
        this.checked = Promise.all([before, releasing]).then(() => undefined);
      }
      throw this.explain(error, workspace);
    } finally {
      limit.clear();
    }
  }

  /** Closes the spare contexts and the browser; a browser that will not close is killed. */
  async close(): Promise<void> {
    this.isClosed = true;
    this.spares = [];
    const browser = await this.launching?.catch(() => undefined);
    if (browser) {
      await this.closeBrowser(browser);
    }
  }

  private browser(): Promise<Browser> {
    if (this.isClosed) {
      return Promise.reject(new AppError('SERVICE_UNAVAILABLE', { message: 'pool closed' }));
    }
    this.launching ??= this.launch();
    return this.launching;
  }

  private async launch(): Promise<Browser> {
    let browser: Browser;
    try {
      browser = await launchChromium(this.options);
    } catch (error) {
      this.launching = undefined;
      throw new AppError('SERVICE_UNAVAILABLE', {
        message: `Chromium did not start (${this.options.chromiumPath}): ${String(error)}`,
        detail: { reason: 'browser' },
        cause: error,
      });
    }
    browser.on('disconnected', () => this.forget(browser));
    this.current = browser;
    this.jobsOnBrowser = 0;
    this.launchedAt = Date.now();
    this.pid = await browserProcessId(browser);
    return browser;
  }

  /** A browser that died: its spares died with it; the next one is started warm. */
  private forget(browser: Browser): void {
    if (this.current !== browser) {
      return;
    }
    this.current = undefined;
    this.launching = undefined;
    this.pid = undefined;
    this.spares = [];
    // Started again at once, unless it died young: a browser that cannot stay up is launched by
    // the next job instead, not in a loop.
    if (!this.isClosed && Date.now() - this.launchedAt > RELAUNCH_AFTER_MS) {
      void this.warm().catch(() => undefined);
    }
  }

  /** Kills a hung browser's process; `forget` then starts another. */
  private kill(browser: Browser | undefined): void {
    if (!browser || browser !== this.current) {
      return;
    }
    const pid = this.pid;
    this.forget(browser);
    if (pid !== undefined) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
  }

  private take(): Promise<Workspace> {
    return this.spares.shift() ?? this.prepare();
  }

  private refill(): void {
    while (!this.isClosed && this.spares.length < this.options.spares) {
      const spare = this.prepare();
      // A spare may fail while nobody waits for it (its browser died); whoever takes it sees why.
      spare.catch(() => undefined);
      this.spares.push(spare);
    }
  }

  private async prepare(): Promise<Workspace> {
    const browser = await this.browser();
    return openWorkspace(browser, this.options);
  }

  /** Closes a job's context (ending its renderer); a context that will not close hangs its browser. */
  private release(workspace: Workspace): Promise<void> {
    const releasing = this.closeWorkspace(workspace);
    this.releasing.add(releasing);
    void releasing.then(() => this.releasing.delete(releasing));
    return releasing;
  }

  private async closeWorkspace(workspace: Workspace): Promise<void> {
    workspace.controller.abort();
    const limit = deadline(Date.now() + CLOSE_GRACE_MS);
    try {
      await limit.within(workspace.context.close());
    } catch (error) {
      if (error instanceof DeadlineError) {
        this.kill(workspace.browser);
      }
    } finally {
      limit.clear();
      this.finish();
    }
  }

  private finish(): void {
    this.active--;
    this.inProgress--;
    this.jobsOnBrowser++;
    if (this.inProgress === 0) {
      this.onDrained?.();
    }
    this.recycleIfDue();
  }

  /**
   * Replaces the browser when it has printed its share of jobs or grown past its memory limit
   * (issue #17: what pages leave behind is let go): new jobs wait at the gate, the running ones
   * end, the browser is closed and a fresh one launched.
   */
  private recycleIfDue(): void {
    const browser = this.current;
    const pid = this.pid;
    if (this.isClosed || this.recycling || !browser) {
      return;
    }
    this.recycling = (async () => {
      if (!(await this.isDueForRecycling(pid))) {
        return;
      }
      let open: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => (open = resolve));
      const before = this.checked;
      this.checked = gate;
      try {
        await before;
        await this.drained();
        if (browser === this.current) {
          this.recycled++;
          await this.closeBrowser(browser);
          this.forget(browser);
          await this.warm();
        }
      } catch {
        // The next job launches a browser itself, and says why if it cannot.
      } finally {
        open();
      }
    })().finally(() => {
      this.recycling = undefined;
    });
  }

  private async isDueForRecycling(pid: number | undefined): Promise<boolean> {
    const maxJobs = this.options.maxJobsPerBrowser ?? 0;
    if (maxJobs > 0 && this.jobsOnBrowser >= maxJobs) {
      return true;
    }
    const limit = this.options.maxResidentMb ?? 0;
    return limit > 0 && pid !== undefined && (await treeMemoryMb(pid)) > limit;
  }

  /** Settles once no job holds or is taking a page. */
  private drained(): Promise<void> {
    if (this.inProgress === 0) {
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => {
      this.onDrained = () => {
        this.onDrained = undefined;
        resolve();
      };
    });
  }

  /** Closes a browser, killing it when it will not close in time. */
  private async closeBrowser(browser: Browser): Promise<void> {
    const limit = deadline(Date.now() + CLOSE_GRACE_MS);
    await limit.within(browser.close()).catch(() => this.kill(browser));
    limit.clear();
  }

  private explain(error: unknown, workspace: Workspace | undefined): Error {
    if (!workspace) {
      // No page: the browser could not start (an AppError), or is dying, dead or hung.
      return error instanceof AppError
        ? error
        : new BrowserGoneError('the browser could not open a page', { cause: error });
    }
    if (error instanceof DeadlineError) {
      return new AppError('FILE_PROCESSING_ERROR', {
        message: `HTML not printed within ${this.options.timeoutMs} ms`,
        detail: { reason: 'timeout', timeoutMs: this.options.timeoutMs },
      });
    }
    if (!workspace.browser.isConnected()) {
      return new BrowserGoneError('the browser went away during the job', { cause: error });
    }
    return new AppError('FILE_PROCESSING_ERROR', {
      message: `HTML not printed: ${String(error)}`,
      detail: { reason: workspace.failure ?? 'failed' },
      cause: error,
    });
  }
}
