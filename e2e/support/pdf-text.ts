import { spawn } from 'node:child_process';

/**
 * The text of a PDF as poppler's `pdftotext` reads it (poppler-utils, installed by the
 * bootstrap): tests read generated PDFs back instead of trusting their size.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const child = spawn('pdftotext', ['-q', '-', '-'], { stdio: ['pipe', 'pipe', 'pipe'] });
  let text = '';
  let errors = '';
  child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')));
  child.stdin.end(bytes);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  if (code !== 0) {
    throw new Error(`pdftotext exited with ${String(code)}: ${errors}`);
  }
  return text;
}
