// Debian's Chromium with its DevTools port open, for Lighthouse to drive (issue 22): Lighthouse
// connects to a running browser by port, and the page's storage is set through the DevTools
// protocol (Node's own WebSocket), so no second browser driver is needed.
import { spawn } from 'node:child_process';

import { freePort } from '../../../e2e/support/free-port.ts';

const STARTUP_MS = 30_000;

export type RunningChromium = {
  port: number;
  /** Opens `url`, sets these `localStorage` entries of its origin, and closes the tab. */
  setLocalStorage: (url: string, entries: Record<string, string>) => Promise<void>;
  stop: () => Promise<void>;
};

type Target = { id: string; webSocketDebuggerUrl: string };

/** Polls `read` until it answers, within STARTUP_MS. */
async function waitFor<T>(what: string, read: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + STARTUP_MS;
  for (;;) {
    const value = await read().catch(() => undefined);
    if (value !== undefined) {
      return value;
    }
    if (Date.now() > deadline) {
      throw new Error(`${what} did not happen within ${String(STARTUP_MS)} ms`);
    }
    await new Promise((wake) => setTimeout(wake, 200));
  }
}

/** Evaluates `expression` in the tab behind `socket` and answers its value. */
function evaluate(socket: WebSocket, id: number, expression: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const onMessage = (event: MessageEvent) => {
      const message = JSON.parse(String(event.data)) as {
        id?: number;
        result?: { result?: { value?: unknown } };
        error?: { message: string };
      };
      if (message.id !== id) {
        return;
      }
      socket.removeEventListener('message', onMessage);
      if (message.error) {
        reject(new Error(message.error.message));
      } else {
        resolve(message.result?.result?.value);
      }
    };
    socket.addEventListener('message', onMessage);
    socket.send(
      JSON.stringify({
        id,
        method: 'Runtime.evaluate',
        params: { expression, returnByValue: true },
      }),
    );
  });
}

/** Starts headless Chromium on `profile` (a folder it may fill) with a free DevTools port. */
export async function startChromium(profile: string): Promise<RunningChromium> {
  const port = await freePort();
  const child = spawn(
    process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    [
      '--headless=new',
      `--remote-debugging-port=${String(port)}`,
      `--user-data-dir=${profile}`,
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const devtools = `http://127.0.0.1:${String(port)}`;
  await waitFor('Chromium start', async () =>
    (await fetch(`${devtools}/json/version`)).ok ? true : undefined,
  );
  return {
    port,
    async setLocalStorage(url, entries) {
      const target = (await (
        await fetch(`${devtools}/json/new?${encodeURI(url)}`, { method: 'PUT' })
      ).json()) as Target;
      const socket = new WebSocket(target.webSocketDebuggerUrl);
      await new Promise((resolve, reject) => {
        socket.addEventListener('open', resolve, { once: true });
        socket.addEventListener('error', reject, { once: true });
      });
      let id = 0;
      // The page may still be replacing its document (a redirect of the app): asked again until
      // it answers from the loaded one.
      await waitFor('the page load', async () =>
        (await evaluate(socket, ++id, 'document.readyState')) === 'complete' ? true : undefined,
      );
      const script = Object.entries(entries)
        .map(
          ([key, value]) =>
            `localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(value)});`,
        )
        .join('');
      await waitFor('the storage written', async () =>
        (await evaluate(socket, ++id, `(() => { ${script} return true; })()`)) === true
          ? true
          : undefined,
      );
      socket.close();
      await fetch(`${devtools}/json/close/${target.id}`);
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}
