import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Options of {@link makeTextImage}. */
export type TextImageOptions = {
  width?: number;
  height?: number;
  pointSize?: number;
  format?: 'png' | 'jpg' | 'gif' | 'tiff' | 'webp';
};

/** Draws lines of text on a white image with ImageMagick (`convert`), for OCR tests. */
export async function makeTextImage(
  lines: readonly string[],
  options: TextImageOptions = {},
): Promise<Uint8Array> {
  const pointSize = options.pointSize ?? 40;
  const width = options.width ?? 1600;
  const height = options.height ?? Math.round(120 + lines.length * pointSize * 1.8);
  const args = [
    '-size',
    `${width}x${height}`,
    'xc:white',
    '-font',
    'DejaVu-Sans',
    '-pointsize',
    String(pointSize),
    '-fill',
    'black',
  ];
  lines.forEach((line, index) => {
    args.push('-annotate', `+60+${Math.round(80 + index * pointSize * 1.8)}`, line);
  });
  args.push(`${options.format ?? 'png'}:-`);
  const { stdout } = await run('convert', args, {
    encoding: 'buffer',
    maxBuffer: 64 * 1024 * 1024,
  });
  return new Uint8Array(stdout);
}
