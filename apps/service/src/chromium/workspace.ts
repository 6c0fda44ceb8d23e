import type { Browser, BrowserContext, Page } from 'playwright-core';

import { guardContext } from './network-guard';
import type { AllowedFetch } from './public-fetch';

/** A context made for one job and never used by another, with its one page. */
export type Workspace = {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** Cancels the allowed-host fetches of the job. */
  controller: AbortController;
  /** Why the job was stopped from outside its scripts, if it was. */
  failure: 'crashed' | 'windows' | undefined;
};

// ISO 216 and ANSI sizes exactly: Playwright's `format: 'A4'` is 8.27 x 11.7 in, a point too big.
export const PAPER = {
  a4: { width: '210mm', height: '297mm' },
  letter: { width: '8.5in', height: '11in' },
} as const;

/** What a fresh renderer prints before its job: each generic font, a table, bold and italics. */
const WARM_UP_HTML =
  '<p style="font-family:sans-serif">a <b>b</b> <i>c</i></p><p style="font-family:serif">d</p>' +
  '<pre>e</pre><table style="border-collapse:collapse"><tr><th>f</th><td>g</td></tr></table>';

/** Windows a job's page may open before the job is stopped. */
const MAX_WINDOWS = 10;

/**
 * A fresh context in `browser` with its page: guarded off the network (only `allowedHosts`, fetched
 * by `fetchAllowed`), service workers and downloads refused, and warmed by a print of ours. A page
 * that crashes, or opens windows without end, is marked so the job's failure says why.
 */
export async function openWorkspace(
  browser: Browser,
  options: { allowedHosts: readonly string[]; fetchAllowed: AllowedFetch },
): Promise<Workspace> {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    acceptDownloads: false,
    javaScriptEnabled: true,
  });
  try {
    const controller = new AbortController();
    await guardContext(context, {
      allowedHosts: options.allowedHosts,
      fetchAllowed: options.fetchAllowed,
      signal: controller.signal,
    });
    const page = await context.newPage();
    // A renderer's first print is about twice as slow as its next (fonts, layout and print code
    // loading): a spare prints a page of ours first, so a job's print is its second.
    await page.setContent(WARM_UP_HTML, { timeout: 0 });
    await page.pdf(PAPER.a4);
    const workspace: Workspace = { browser, context, page, controller, failure: undefined };
    page.on('crash', () => {
      workspace.failure = 'crashed';
    });
    // Each window costs the browser memory: a page that opens them in a loop is stopped.
    let windows = 0;
    context.on('page', () => {
      windows++;
      if (windows > MAX_WINDOWS) {
        workspace.failure = 'windows';
        void context.close().catch(() => undefined);
      }
    });
    return workspace;
  } catch (error) {
    void context.close().catch(() => undefined);
    throw error;
  }
}
