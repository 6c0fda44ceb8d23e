import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { DocumentError } from '../errors';
import type { ParseLimits } from '../limits';
import { runTool } from '../tools/run-tool';
import { withTempDir } from '../tools/temp-dir';
import { writeLibreOfficeProfile } from './libreoffice-profile';

/** What LibreOffice is asked to produce here. */
export type LibreOfficeTarget = 'pdf' | 'docx' | 'doc' | 'odt' | 'rtf' | 'xlsx' | 'xls' | 'ods';

// A cold start with a fresh profile takes 1.5-3 s on 2 cores; large documents take longer.
const DEFAULT_CONVERSION_TIMEOUT_MS = 90_000;
const EXTENSION_PATTERN = /^[a-z0-9]{1,8}$/u;

/**
 * Converts a document with a one-shot headless LibreOffice (`soffice --convert-to`): its own
 * fresh profile with macros off and link updates off, killed with its children on timeout.
 * `inputExtension` tells LibreOffice the input type (`doc`, `rtf`, `odt`, `xls`...). A warm
 * pool is the service host's job; this is the simple path. Fails with `CONVERSION_FAILED`,
 * `TOOL_UNAVAILABLE`, `DOCUMENT_TIMEOUT` or `DOCUMENT_ABORTED`.
 */
export async function convertWithLibreOffice(
  data: Uint8Array,
  inputExtension: string,
  target: LibreOfficeTarget,
  limits: ParseLimits = {},
): Promise<Uint8Array> {
  const extension = inputExtension.toLowerCase().replace(/^\./u, '');
  if (!EXTENSION_PATTERN.test(extension)) {
    throw new DocumentError('UNSUPPORTED_FORMAT', { detail: { extension: inputExtension } });
  }
  if (data.length === 0) {
    throw new DocumentError('DOCUMENT_EMPTY', { message: 'the document has no bytes' });
  }
  return withTempDir('soffice', async (dir) => {
    const profile = join(dir, 'profile');
    const outDir = join(dir, 'out');
    const input = join(dir, `input.${extension}`);
    await writeLibreOfficeProfile(profile);
    await writeFile(input, data);
    const args = [
      `-env:UserInstallation=${pathToFileURL(profile).href}`,
      '--headless',
      '--norestore',
      '--nolockcheck',
      '--nodefault',
      '--nologo',
      '--convert-to',
      target,
      '--outdir',
      outDir,
      input,
    ];
    const { stderr } = await runTool('soffice', args, {
      ...limits,
      timeoutMs: limits.timeoutMs ?? DEFAULT_CONVERSION_TIMEOUT_MS,
      env: { HOME: dir, SAL_USE_VCLPLUGIN: 'svp' },
      failureCode: 'CONVERSION_FAILED',
    });
    const produced: string[] = await readdir(outDir).catch(() => []);
    if (!produced.includes(`input.${target}`)) {
      // soffice exits 0 even when it cannot load the input; it says so on stderr.
      throw new DocumentError('CONVERSION_FAILED', {
        message: `LibreOffice produced no ${target}: ${stderr.trim()}`,
        detail: { extension, target, stderr: stderr.trim() },
      });
    }
    return new Uint8Array(await readFile(join(outDir, `input.${target}`)));
  });
}
