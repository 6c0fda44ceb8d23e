import { spawn } from 'node:child_process';
import { once } from 'node:events';

// An HTTP server that does nothing but answer, in its own process: what a health answer costs on
// this machine right now. On a busy machine Folio's health is slow too; the bench sets one beside
// the other so a slow answer reads as Folio's fault only when the control's was fast.
const SERVER = `require('node:http').createServer((q, r) => r.end('ok'))
  .listen(0, '127.0.0.1', function () { process.stdout.write(String(this.address().port) + '\\n'); });`;

export async function startControlServer() {
  const child = spawn(process.execPath, ['-e', SERVER], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [chunk] = (await once(child.stdout, 'data')) as [Buffer];
  const url = `http://127.0.0.1:${chunk.toString().trim()}/`;
  return {
    async check(): Promise<void> {
      const response = await fetch(url);
      await response.text();
    },
    stop(): void {
      child.kill();
    },
  };
}
