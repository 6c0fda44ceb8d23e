import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { loadServiceConfig } from '../config';
import { launchChromium } from './chromium-launch';
import { startChromiumPrinter, type ChromiumPrinter } from './chromium-pool';
import { isAllowedUrl } from './network-guard';
import { createPublicFetch, type AllowedFetch } from './public-fetch';
import { readPdf } from './testing/read-pdf';
import { startRecordingServer } from './testing/recording-server';

const settings = loadServiceConfig({}).html;
const A4 = { pageSize: 'a4', landscape: false } as const;

/**
 * `https://allowed.test`, an allowed host served from memory (no network in tests): pages that
 * report what they find through `/report?...`, and `/hold` answered only once a report arrived
 * (or the print ended), which keeps the page loading until its scripts are done.
 */
function fakeAllowedHost() {
  const paths: string[] = [];
  const reports: URLSearchParams[] = [];
  let reported: () => void = () => undefined;
  const fetchAllowed: AllowedFetch = async (url, { signal }) => {
    paths.push(url.pathname);
    if (url.pathname === '/report') {
      reports.push(url.searchParams);
      reported();
    }
    if (url.pathname === '/hold') {
      // No deadline of its own: a page slowed down by a loaded machine still reports before it
      // is printed, and a page that never reports fails at the print's time limit.
      await new Promise<void>((resolve) => {
        reported = resolve;
        signal.addEventListener('abort', () => resolve(), { once: true });
      });
    }
    if (url.pathname === '/slow') {
      await new Promise((resolve) => setTimeout(resolve, 700));
    }
    const body = url.pathname === '/state.html' ? STATE_PAGE : '<p>allowed</p>';
    return { status: 200, headers: { 'content-type': 'text/html' }, body: Buffer.from(body) };
  };
  return { fetchAllowed, paths, reports };
}

// What one origin keeps between visits: storage, cookies, IndexedDB. The page reports what it
// finds, then writes, then reports what it reads back (which proves the writes work). It must be
// a top-level page: under the printed page's opaque origin, frames get no storage at all.
const STATE_PAGE = `<!doctype html><p>state page</p><script>
const idb = (value) => new Promise((resolve) => {
  const open = indexedDB.open('folio', 1);
  open.onupgradeneeded = () => open.result.createObjectStore('kv');
  open.onerror = () => resolve('error');
  open.onsuccess = () => {
    const tx = open.result.transaction('kv', 'readwrite');
    if (value !== undefined) { tx.objectStore('kv').put(value, 'secret'); }
    const read = tx.objectStore('kv').get('secret');
    tx.oncomplete = () => { open.result.close(); resolve(read.result ?? ''); };
  };
});
const state = async () => [localStorage.getItem('secret') ?? '', document.cookie, await idb()].join('|');
(async () => {
  const found = await state();
  localStorage.setItem('secret', 'S1');
  document.cookie = 'secret=S1; Max-Age=3600; Path=/; SameSite=None; Secure';
  await idb('S1');
  const after = await state();
  await fetch('/report?found=' + encodeURIComponent(found) + '&after=' + encodeURIComponent(after));
})();
</script>`;

describe('isAllowedUrl', () => {
  it('allows http and https to listed hosts and below *. entries, nothing else', () => {
    const hosts = ['cdn.example.com', '*.fonts.example'];
    const allowed = (url: string) => isAllowedUrl(new URL(url), hosts);
    expect(allowed('https://cdn.example.com/a.css')).toBe(true);
    expect(allowed('http://CDN.example.com:8080/a.css')).toBe(true);
    expect(allowed('https://a.fonts.example/f.woff2')).toBe(true);
    expect(allowed('https://fonts.example/f.woff2')).toBe(false);
    expect(allowed('https://cdn.example.com.evil.test/')).toBe(false);
    expect(allowed('https://example.com/')).toBe(false);
    expect(allowed('ftp://cdn.example.com/')).toBe(false);
    expect(allowed('file:///etc/passwd')).toBe(false);
    expect(isAllowedUrl(new URL('https://cdn.example.com/'), [])).toBe(false);
  });
});

describe('HTML to PDF cannot reach the network or the disk', () => {
  let server: Awaited<ReturnType<typeof startRecordingServer>>;
  let allowed: ReturnType<typeof fakeAllowedHost>;
  let printer: ChromiumPrinter;
  // Every way a page loads something, aimed at a server on loopback that records hits.
  let attack: string;

  beforeAll(async () => {
    server = await startRecordingServer();
    allowed = fakeAllowedHost();
    const publicFetch = createPublicFetch(1024 * 1024);
    printer = startChromiumPrinter({
      ...settings,
      // `localhost` is allowed but resolves to loopback: it must stay unreachable all the same.
      allowedHosts: ['allowed.test', 'localhost'],
      fetchAllowed: (url, init) =>
        url.hostname === 'allowed.test' ? allowed.fetchAllowed(url, init) : publicFetch(url, init),
      timeoutMs: 10_000,
    });
    const o = server.origin;
    attack = `<!doctype html><p>attack page</p>
      <img src="${o}/img"><script src="${o}/script"></script>
      <link rel="stylesheet" href="${o}/style"><link rel="prefetch" href="${o}/prefetch">
      <link rel="preload" as="image" href="${o}/preload"><link rel="icon" href="${o}/icon">
      <iframe src="${o}/iframe"></iframe><object data="${o}/object"></object>
      <video src="${o}/video" preload="auto"></video><audio src="${o}/audio" autoplay></audio>
      <style>@import url("${o}/import");
        @font-face { font-family: leak; src: url("${o}/font"); }
        body { font-family: leak, sans-serif; background-image: url("${o}/background"); }</style>
      <img src="http://localhost:${server.port}/allowed-name-on-loopback">
      <img src="http://[::ffff:127.0.0.1]:${server.port}/mapped">
      <img src="https://allowed.test/slow">
      <form id="form" action="${o}/form" method="post" target="sink"></form><iframe name="sink"></iframe>
      <p id="out"></p>
      <script>
        const out = (text) => { document.getElementById('out').textContent += ' ' + text; };
        fetch('${o}/fetch').then(() => out('fetch-reached'), () => out('fetch-blocked'));
        fetch('http://localhost:${server.port}/fetch-localhost').then(() => out('localhost-reached'), () => out('localhost-blocked'));
        const xhr = new XMLHttpRequest(); xhr.open('GET', '${o}/xhr'); xhr.send();
        navigator.sendBeacon('${o}/beacon', 'x');
        new EventSource('${o}/events');
        const socket = new WebSocket('ws://127.0.0.1:${server.port}/socket');
        socket.onerror = () => out('socket-blocked');
        navigator.serviceWorker?.register('${o}/worker.js').catch(() => undefined);
        window.open('${o}/popup');
        document.getElementById('form').submit();
        const peer = new RTCPeerConnection({ iceServers: [{ urls: 'stun:127.0.0.1:${server.udpPort}' }] });
        peer.createDataChannel('leak');
        peer.createOffer().then((offer) => peer.setLocalDescription(offer));
      </script>`;
    await printer.ready();
  });
  afterAll(async () => {
    await printer.close();
    await server.close();
  });

  /**
   * Gives stragglers (beacons, STUN retries) time to arrive before a check that nothing did; a
   * slow machine only makes that check weaker, never wrong.
   */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

  it('reaches the loopback server without the guard: the attack page is a fair test', async () => {
    // Plain Chromium, no interception and no hardening flags, records hits on the server.
    const browser: Browser = await chromium.launch({ executablePath: settings.chromiumPath });
    try {
      const page = await browser.newPage();
      await page.setContent(attack.replace('https://allowed.test/slow', ''), { timeout: 10_000 });
      // The script's fetch may land after the load event.
      await vi.waitFor(
        () => {
          expect(server.hits).toEqual(expect.arrayContaining(['GET /img', 'GET /fetch']));
          expect(server.hits.length).toBeGreaterThan(5);
        },
        { timeout: 10_000, interval: 50 },
      );
    } finally {
      await browser.close();
      // Requests still on their way would otherwise count as hits of the guarded tests below.
      await server.drained();
      server.hits.length = 0;
      server.datagrams.length = 0;
    }
  });

  it('blocks every request to loopback, even through an allowed name', async () => {
    const pdf = await printer.print(attack, A4);
    await settle();
    expect(server.hits).toEqual([]);
    expect(server.datagrams).toEqual([]);
    const { text } = await readPdf(pdf);
    expect(text).toContain('attack page');
    // The scripts ran and saw their requests fail.
    expect(text).toContain('fetch-blocked');
    expect(text).toContain('localhost-blocked');
    expect(text).not.toContain('LEAKED-FROM-LOOPBACK');
    // The allowed host was fetched meanwhile: the guard lets through what the operator allows.
    expect(allowed.paths).toContain('/slow');
  });

  it('blocks navigations away from the page', async () => {
    const navigations = [
      `<script>location.href = '${server.origin}/navigate';</script>`,
      `<meta http-equiv="refresh" content="0; url=${server.origin}/refresh"><p>x</p>`,
      `<a id="a" href="${server.origin}/click" download>x</a><script>document.getElementById('a').click();</script>`,
    ];
    for (const html of navigations) {
      // A blocked navigation may print the error page or fail the job; neither reaches the server.
      await printer.print(html, A4).catch(() => undefined);
    }
    await settle();
    expect(server.hits).toEqual([]);
  });

  it('stops the browser itself reaching loopback even without interception (launch flags)', async () => {
    const browser = await launchChromium(settings);
    try {
      const page = await browser.newPage();
      await page.setContent(attack.replace('https://allowed.test/slow', ''), { timeout: 10_000 });
      await settle();
      expect(server.hits).toEqual([]);
      expect(server.datagrams).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it('never prints a local file: file:///etc/passwd in iframe, img, object, fetch, XHR', async () => {
    const pdf = await printer.print(
      `<p>files</p><iframe src="file:///etc/passwd"></iframe><img src="file:///etc/passwd">
       <object data="file:///etc/passwd"></object><iframe src="file:///etc/"></iframe>
       <link rel="stylesheet" href="file:///etc/passwd"><p id="out"></p>
       <script>
         const out = (text) => { document.getElementById('out').textContent += ' ' + text; };
         fetch('file:///etc/passwd').then((r) => r.text()).then(out, () => out('fetch-denied'));
         try {
           const xhr = new XMLHttpRequest(); xhr.open('GET', 'file:///etc/passwd', false); xhr.send();
           out(xhr.responseText);
         } catch { out('xhr-denied'); }
       </script>`,
      A4,
    );
    const { text } = await readPdf(pdf);
    expect(text).toContain('fetch-denied');
    expect(text).toContain('xhr-denied');
    expect(text).not.toMatch(/root:|nologin|\/bin\/(ba)?sh/);
  });

  it('gives every request a fresh context: storage, cookies and IndexedDB do not carry over', async () => {
    // The printed page opens the allowed page as a window of its own (a real origin) and keeps
    // loading until that page has reported.
    const page =
      '<p>visit</p><img src="https://allowed.test/hold">' +
      '<script>window.open("https://allowed.test/state.html")</script>';
    await printer.print(page, A4);
    await printer.print(page, A4);
    const [first, second] = allowed.reports;
    // The first visit finds nothing, and reads its own writes back in the same request.
    expect(first?.get('found')).toBe('||');
    expect(first?.get('after')).toBe('S1|secret=S1|S1');
    // The second visit, same origin, finds nothing of the first.
    expect(second?.get('found')).toBe('||');
  });
});
