import { randomBytes } from 'node:crypto';

// `<user id>_<32 hex>`: the owner is part of every upload id, so ids cannot cross users.
const UPLOAD_ID = /^([0-9a-f-]{36})_[0-9a-f]{32}$/;

/** A new tus upload id of `userId`. */
export function newUploadId(userId: string): string {
  return `${userId}_${randomBytes(16).toString('hex')}`;
}

/** The user an upload id belongs to, or undefined for an id not made by `newUploadId`. */
export function uploadOwner(uploadId: string): string | undefined {
  return UPLOAD_ID.exec(uploadId)?.[1];
}
