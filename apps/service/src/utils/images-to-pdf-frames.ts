import { AppError } from '@folio/core';
import { DEFAULT_MAX_IMAGE_PIXELS } from '@folio/documents';
import sharp, { type Metadata } from 'sharp';

import type { UploadedFile } from './upload';

/** The image formats the utility takes, told by their first bytes. */
export type ImageKind = 'jpeg' | 'png' | 'webp' | 'tiff';

/** One picture as pdf-lib embeds it: JPEG or PNG bytes. */
export type Frame = { kind: 'jpeg' | 'png'; bytes: Uint8Array };

/** An uploaded image opened: how many pages it makes, and each one's picture, made on demand. */
export type OpenedImage = { pages: number; frame: (index: number) => Promise<Frame> };

const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/tiff'];

/** JPEG quality of an opaque WebP re-encoded for pdf-lib. */
const JPEG_QUALITY = 92;

/** The image format by its first bytes, whatever name or type the client gave it. */
export function sniffImage(bytes: Uint8Array): ImageKind | undefined {
  const starts = (signature: readonly number[], at = 0) =>
    signature.every((byte, index) => bytes[at + index] === byte);
  if (starts([0xff, 0xd8, 0xff])) {
    return 'jpeg';
  }
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return 'png';
  }
  // RIFF....WEBP
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) {
    return 'webp';
  }
  // II*\0 (little-endian) or MM\0* (big-endian)
  if (starts([0x49, 0x49, 0x2a, 0x00]) || starts([0x4d, 0x4d, 0x00, 0x2a])) {
    return 'tiff';
  }
  return undefined;
}

/**
 * Opens an uploaded image. JPEG and PNG are one page each, embedded as they are; WebP (its first
 * frame) and TIFF (one page per frame) are decoded through sharp and re-encoded for pdf-lib: an
 * opaque WebP (a lossy photo format) as JPEG, small and fast to embed; a TIFF (scans, line art,
 * stored without loss) or a transparent WebP as PNG, which keeps every pixel and the alpha.
 * Empty, undecodable or over the pixel limit is FILE_VALIDATION_ERROR; another format
 * UNSUPPORTED_MEDIA_TYPE; each names the file.
 */
export async function openImage(file: UploadedFile): Promise<OpenedImage> {
  if (file.bytes.length === 0) {
    throw new AppError('FILE_VALIDATION_ERROR', {
      message: `${file.name} is empty`,
      detail: { file: file.name, reason: 'empty' },
    });
  }
  const kind = sniffImage(file.bytes);
  if (!kind) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', {
      message: `${file.name} is not a JPEG, PNG, WebP or TIFF image`,
      detail: { file: file.name, expected: ACCEPTED_TYPES },
    });
  }
  if (kind === 'jpeg' || kind === 'png') {
    return { pages: 1, frame: async () => ({ kind, bytes: file.bytes }) };
  }
  const first = await metadataOf(file, 0);
  return {
    pages: kind === 'tiff' ? Math.max(1, first.pages ?? 1) : 1,
    frame: async (index) => decodeFrame(file, kind, index === 0 ? first : undefined, index),
  };
}

/**
 * The header of one frame, read without decoding its pixels: sharp's own pixel limit is lifted
 * here so that a huge image is told apart from a broken one (checked against ours next).
 */
async function metadataOf(file: UploadedFile, page: number): Promise<Metadata> {
  try {
    return await sharp(file.bytes, { page, limitInputPixels: false }).metadata();
  } catch (error) {
    throw corrupt(file, error);
  }
}

async function decodeFrame(
  file: UploadedFile,
  kind: 'webp' | 'tiff',
  known: Metadata | undefined,
  page: number,
): Promise<Frame> {
  const metadata = known ?? (await metadataOf(file, page));
  const { width = 0, height = 0 } = metadata;
  if (width * height > DEFAULT_MAX_IMAGE_PIXELS) {
    throw new AppError('FILE_VALIDATION_ERROR', {
      message: `${file.name} page ${page + 1} is ${width}x${height} pixels`,
      detail: { file: file.name, reason: 'too-many-pixels', maxPixels: DEFAULT_MAX_IMAGE_PIXELS },
    });
  }
  const asJpeg = kind === 'webp' && metadata.hasAlpha !== true;
  try {
    const pipeline = sharp(file.bytes, {
      page,
      limitInputPixels: DEFAULT_MAX_IMAGE_PIXELS,
    }).toColourspace('srgb');
    // pdf-lib inflates a PNG and deflates it again, so sharp's own compression is kept light.
    const bytes = asJpeg
      ? await pipeline.jpeg({ quality: JPEG_QUALITY }).toBuffer()
      : await pipeline.png({ compressionLevel: 1 }).toBuffer();
    return { kind: asJpeg ? 'jpeg' : 'png', bytes };
  } catch (error) {
    throw corrupt(file, error);
  }
}

function corrupt(file: UploadedFile, cause: unknown): AppError {
  return new AppError('FILE_VALIDATION_ERROR', {
    message: `${file.name} does not decode as an image`,
    detail: { file: file.name, reason: 'corrupt' },
    cause,
  });
}
