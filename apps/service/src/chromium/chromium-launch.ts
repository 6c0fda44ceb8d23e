import { existsSync } from 'node:fs';

import { chromium, type Browser, type LaunchOptions } from 'playwright-core';

/**
 * Debian's Chromium builds, lightest first: the old headless shell (package
 * `chromium-headless-shell`) prints the same PDFs with about half the memory of the full browser
 * (measured 238 MB against 470 MB of proportional memory for 3 pages), which the service's 600 MB
 * budget needs (issue #4); the full `chromium` when the shell is not installed.
 */
const CHROMIUM_CANDIDATES = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

/** The Chromium the pool runs unless `FOLIO_CHROMIUM_PATH` names one. */
export function defaultChromiumPath(exists: (path: string) => boolean = existsSync): string {
  return CHROMIUM_CANDIDATES.find((path) => exists(path)) ?? '/usr/bin/chromium';
}

/** The settings of HTML to PDF (`FOLIO_CHROMIUM_*`, `FOLIO_HTML_*` in config.ts). */
export type HtmlPoolConfig = {
  /** The Chromium executable (`defaultChromiumPath` unless configured). */
  chromiumPath: string;
  /** Browsers kept warm; each runs its own jobs, so one that hangs stops only its share. */
  browsers: number;
  /** Jobs printing at once in one browser. */
  pagesPerBrowser: number;
  /** Jobs waiting for a page beyond those; one more is refused (SERVICE_UNAVAILABLE, busy). */
  maxQueue: number;
  /** One job, from taking a page to the last byte of PDF: loading, scripts and printing. */
  timeoutMs: number;
  /** Jobs one browser prints before it is replaced (bounds leaks); 0 or absent for never. */
  maxJobsPerBrowser?: number | undefined;
  /**
   * Memory (PSS, MiB) of a browser and its processes past which it is replaced, read after each
   * job (issue #17); 0 or absent for never.
   */
  maxResidentMb?: number | undefined;
  /** Hosts the page may load from (`FOLIO_HTML_ALLOWED_HOSTS`): names, or `*.example.com`. */
  allowedHosts: string[];
  /** Chromium's own sandbox: needs user namespaces and a non-root user. */
  sandbox: boolean;
};

/**
 * Where the browser's own network traffic goes: a proxy address nothing listens on. Every page
 * request is intercepted before it reaches the network stack (network-guard.ts); this catches what
 * interception might miss, so the browser by itself reaches nothing, loopback included.
 */
const DEAD_PROXY = 'http://127.0.0.1:9';

/**
 * The `--disable-features` list Playwright 1.65 passes. Chromium keeps only the last such flag,
 * so ours repeats it; a test checks the launched command line still disables every feature the
 * first flag names, so an upgrade that adds one fails there instead of silently dropping it.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Renderers a fresh context would start for nothing (measured about a third of the cost of a
 * context and its page): Chromium's spare renderer, which a single-use context never uses, and
 * the omnibox popup's WebUI of the headless window.
 */
const OUR_DISABLED_FEATURES = [
  'SpareRendererForSitePerProcess',
  'WebUIOmniboxPopup',
  'PreloadTopChromeWebUI',
];

/**
 * Chromium's flags on top of Playwright's defaults (which already turn off background networking,
 * component updates, sync and extensions): defence in depth behind the request interception.
 */
export const HARDENING_ARGS = [
  `--proxy-server=${DEAD_PROXY}`,
  // Chromium sends loopback directly unless told otherwise: through the dead proxy too.
  '--proxy-bypass-list=<-loopback>',
  // No name resolves inside the browser (allowed hosts are fetched by the service).
  '--host-resolver-rules=MAP * ~NOTFOUND',
  // WebRTC would otherwise send UDP around the proxy. The full browser reads the first spelling,
  // the headless shell only the second; each ignores the other.
  '--webrtc-ip-handling-policy=disable_non_proxied_udp',
  '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-domain-reliability',
  '--no-pings',
  '--disable-file-system',
  '--disable-notifications',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OUR_DISABLED_FEATURES].join(',')}`,
  // A page that allocates without end fails alone instead of growing the host's memory.
  '--js-flags=--max-old-space-size=512',
];

/**
 * Chromium's flags for a small footprint (issue #4: the service under 600 MB with both pools warm):
 * printing needs no GPU, and the GPU and network services run inside the browser process instead
 * of one process each, measured about 70 MB less proportional memory for a browser with 3 pages.
 * Isolation between requests is by context and renderer, which these leave as they are.
 */
export const LEAN_ARGS = [
  '--disable-gpu',
  '--in-process-gpu',
  '--enable-features=NetworkServiceInProcess2',
];

/** How the pool launches Chromium: headless, hardened, and closed by the service, not by signals. */
export function launchOptions(config: Pick<HtmlPoolConfig, 'chromiumPath' | 'sandbox'>) {
  return {
    executablePath: config.chromiumPath,
    headless: true,
    chromiumSandbox: config.sandbox,
    args: [...HARDENING_ARGS, ...LEAN_ARGS],
    // The service's shutdown closes the pools; a signal must not kill the browser under a job.
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
    timeout: 30_000,
  } satisfies LaunchOptions;
}

/** Starts one hardened headless Chromium. */
export function launchChromium(
  config: Pick<HtmlPoolConfig, 'chromiumPath' | 'sandbox'>,
): Promise<Browser> {
  return chromium.launch(launchOptions(config));
}

/**
 * The browser's process id, read right after launch (a hung browser would not answer later);
 * undefined when Chromium will not say.
 */
export async function browserProcessId(browser: Browser): Promise<number | undefined> {
  try {
    const session = await browser.newBrowserCDPSession();
    const { processInfo } = (await session.send('SystemInfo.getProcessInfo')) as {
      processInfo: Array<{ type: string; id: number }>;
    };
    await session.detach();
    return processInfo.find((process) => process.type === 'browser')?.id;
  } catch {
    return undefined;
  }
}
