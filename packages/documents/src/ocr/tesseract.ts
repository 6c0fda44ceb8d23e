import type { ParseLimits } from '../limits';
import { runTool } from '../tools/run-tool';

/** How to run Tesseract. */
export type TesseractOptions = ParseLimits & {
  /** Tesseract language packs, best first (default Spanish then English). */
  languages?: readonly string[];
  /** The image resolution, when known (renders of PDF pages); Tesseract guesses otherwise. */
  dpi?: number;
  /**
   * Read the page as one column of text (`--psm 4`) instead of finding its blocks (`--psm 3`,
   * the default). A receipt's right-aligned amounts, set apart from their labels by a wide gap,
   * are sometimes taken for a picture and dropped whole by the block finder; one column keeps
   * them, on the label's line.
   */
  singleColumn?: boolean;
};

/** Spanish and English, the product's two languages (DECISIONS.md: built-in engine). */
export const DEFAULT_OCR_LANGUAGES: readonly string[] = ['spa', 'eng'];

const DEFAULT_OCR_TIMEOUT_MS = 120_000;
const LANGUAGE_PATTERN = /^[a-z_]{3,16}$/u;

/** Runs the `tesseract` command on an image file and returns its TSV output (words and boxes). */
export async function runTesseract(imagePath: string, options: TesseractOptions): Promise<string> {
  const languages = options.languages ?? DEFAULT_OCR_LANGUAGES;
  // The languages become an argument: only plain pack names are passed on.
  const safeLanguages = languages.filter((language) => LANGUAGE_PATTERN.test(language));
  const args = [imagePath, 'stdout', '-l', safeLanguages.join('+') || 'eng'];
  if (options.dpi !== undefined) {
    args.push('--dpi', String(Math.round(options.dpi)));
  }
  if (options.singleColumn === true) {
    args.push('--psm', '4');
  }
  args.push('tsv');
  const { stdout } = await runTool('tesseract', args, {
    ...options,
    timeoutMs: options.timeoutMs ?? DEFAULT_OCR_TIMEOUT_MS,
    // Measured on 2 cores: OpenMP threads make one page 4-5x slower (5.9 s against 1.3 s), and
    // pages run in parallel better as separate processes.
    env: { OMP_THREAD_LIMIT: '1' },
    failureCode: 'OCR_FAILED',
  });
  return stdout.toString('utf8');
}
