import { imageSize } from 'image-size';

import { DocumentError } from '../errors';

/** An image's format and size, read from its header only. */
export type ImageInfo = {
  /** `png`, `jpg`, `webp`, `tiff`, `gif`, `bmp`... as image-size names them. */
  format: string;
  width: number;
  height: number;
  /** EXIF orientation (1-8) when the header has one. */
  orientation?: number;
};

/** Options of {@link readImageInfo}. */
export type ImageLimits = { maxPixels?: number };

/**
 * Default pixel limit of an image, about Pillow's decompression-bomb threshold (89.5 MP): an A3
 * page scanned at 600 dpi (70 MP) passes, a 20,000 x 20,000 "image" of a few KB does not.
 */
export const DEFAULT_MAX_IMAGE_PIXELS = 90_000_000;

/**
 * Reads an image's dimensions from its header, before anything decodes it, and refuses images
 * over the pixel limit (`IMAGE_TOO_LARGE`) or with an unreadable header (`IMAGE_INVALID`).
 */
export function readImageInfo(data: Uint8Array, limits: ImageLimits = {}): ImageInfo {
  if (data.length === 0) {
    throw new DocumentError('DOCUMENT_EMPTY', { message: 'the image has no bytes' });
  }
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(data);
  } catch (error) {
    throw new DocumentError('IMAGE_INVALID', {
      message: `not a readable image: ${error instanceof Error ? error.message : String(error)}`,
      cause: error,
    });
  }
  const frames = size.images ?? [size];
  const width = Math.max(...frames.map((frame) => frame.width));
  const height = Math.max(...frames.map((frame) => frame.height));
  if (!size.type || !(width > 0) || !(height > 0)) {
    throw new DocumentError('IMAGE_INVALID', { message: 'the image header has no size' });
  }
  const maxPixels = limits.maxPixels ?? DEFAULT_MAX_IMAGE_PIXELS;
  if (width * height > maxPixels) {
    throw new DocumentError('IMAGE_TOO_LARGE', {
      message: `${width} x ${height} pixels, limit ${maxPixels}`,
      detail: { width, height, maxPixels },
    });
  }
  const info: ImageInfo = { format: size.type, width, height };
  if (size.orientation !== undefined) {
    info.orientation = size.orientation;
  }
  return info;
}
