import { maxUploadMegabytes, type UploadLimits } from '@folio/core';
import type { TFunction } from 'i18next';

/** "Allowed: pdf, xlsx, up to 50 MB each", from the server's public limits (SPEC §5 upload). */
export function allowedText(t: TFunction, limits: UploadLimits): string {
  return t('files.upload.allowed', {
    types: limits.uploadAllowedTypes.join(', '),
    maxMb: maxUploadMegabytes(limits),
  });
}
