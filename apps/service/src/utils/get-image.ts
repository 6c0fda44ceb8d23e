import { AppError } from '@folio/core';
import { DEFAULT_MAX_IMAGE_PIXELS } from '@folio/documents';
import { assertUserContext, attachment, requireAuth } from '@folio/server';
import sharp from 'sharp';

import type { ServiceConfig } from '../config';
import { decodeBmp } from './bmp-image';
import { safeStem } from './file-names';
import { sniffImage } from './images-to-pdf-frames';
import { DPI, FALLBACK_NAME, pdfPageToImage } from './pdf-page-to-image';
import { fetchStoredFile } from './stored-file-fetch';
import type { UploadedFile } from './upload';
import type { ServiceHandlers } from '../service-handlers';
import { noteUse } from './utility-uses';

/** What get image converts, told by the file's first bytes, never its name or stored type. */
type SourceKind = 'pdf' | 'jpeg' | 'png' | 'webp' | 'tiff' | 'gif' | 'bmp';

const ACCEPTED_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/tiff',
  'image/gif',
  'image/bmp',
];

/** JPEG quality of a converted image. */
const JPEG_QUALITY = 90;

/** The kind of a stored file by its first bytes; undefined for anything get image refuses. */
export function sniffSource(bytes: Uint8Array): SourceKind | undefined {
  const ascii = (text: string) => [...text].every((char, i) => bytes[i] === char.charCodeAt(0));
  if (ascii('%PDF-')) {
    return 'pdf';
  }
  if (ascii('GIF87a') || ascii('GIF89a')) {
    return 'gif';
  }
  if (ascii('BM') && bytes.length >= 54) {
    return 'bmp';
  }
  return sniffImage(bytes);
}

/**
 * A stored image as a JPEG of the same size (its first frame; EXIF orientation applied,
 * transparency on white). An undecodable image or one over the pixel limit is
 * FILE_VALIDATION_ERROR.
 */
export async function imageToJpeg(file: UploadedFile, kind: SourceKind): Promise<Uint8Array> {
  try {
    const input =
      kind === 'bmp'
        ? ((raw) =>
            sharp(raw.pixels, { raw: { width: raw.width, height: raw.height, channels: 4 } }))(
            decodeBmp(file.bytes, file.name),
          )
        : sharp(file.bytes, { limitInputPixels: DEFAULT_MAX_IMAGE_PIXELS });
    return await input
      .rotate()
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .jpeg({ quality: JPEG_QUALITY })
      .toBuffer();
  } catch (error) {
    if (error instanceof AppError) {
      throw error;
    }
    const isTooLarge = error instanceof Error && /pixel limit/i.test(error.message);
    throw new AppError('FILE_VALIDATION_ERROR', {
      message: `${file.name} does not decode as an image`,
      detail: { file: file.name, reason: isTooLarge ? 'too-many-pixels' : 'corrupt' },
      cause: error,
    });
  }
}

/**
 * `getImage` (SPEC §7 get image): the caller's stored file `file_id`, fetched from the middleware
 * with the request's own token, as `<name>.jpg`: an image converted whole, a PDF's `page`
 * rendered at `dpi`. Any other type is UNSUPPORTED_MEDIA_TYPE. The user context must be the
 * token's; the contract's schema has already checked `file_id`, `page` and `dpi`.
 */
export function getImageHandler(
  config: Pick<ServiceConfig, 'middlewareUrl'>,
): ServiceHandlers['getImage'] {
  return async (request, reply) => {
    const user = requireAuth(request);
    const { body } = request;
    assertUserContext(user, body);
    const dpi = body.dpi ?? DPI.default;
    const file = await fetchStoredFile(
      config.middlewareUrl,
      request.headers.authorization ?? '',
      body.file_id,
    );
    noteUse({ files: 1 });
    const kind = sniffSource(file.bytes);
    if (!kind) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', {
        message: `${file.name} is not an image or a PDF`,
        detail: { file: file.name, expected: ACCEPTED_TYPES },
      });
    }
    const bytes =
      kind === 'pdf'
        ? (await pdfPageToImage(file, body.page ?? 1, dpi)).bytes
        : await imageToJpeg(file, kind);
    const name = `${safeStem(file.name, /\.[^./\\]*$/, FALLBACK_NAME)}.jpg`;
    return reply
      .type('image/jpeg')
      .header('content-disposition', attachment(name))
      .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  };
}
