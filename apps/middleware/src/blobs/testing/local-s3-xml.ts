import type { ServerResponse } from 'node:http';

// The XML documents of S3's REST API that the local server answers with (the S3 API reference's
// response syntax of each operation), and its error document.

/** An object as the listings describe it. */
export type ListedObject = { key: string; size: number; etag: string; modifiedAt: Date };
export type ListedPart = { number: number; size: number; etag: string; modifiedAt: Date };
export type ListedUpload = { key: string; uploadId: string; initiated: Date };

export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

const element = (name: string, value: string | number | boolean) =>
  `<${name}>${escapeXml(String(value))}</${name}>`;

export function sendXml(response: ServerResponse, body: string): void {
  response.writeHead(200, { 'Content-Type': 'application/xml' });
  response.end(`<?xml version="1.0" encoding="UTF-8"?>${body}`);
}

export function sendS3Error(
  response: ServerResponse,
  status: number,
  code: string,
  message: string,
): void {
  response.writeHead(status, { 'Content-Type': 'application/xml' });
  response.end(
    `<?xml version="1.0" encoding="UTF-8"?><Error>${element('Code', code)}${element('Message', message)}</Error>`,
  );
}

export function listObjectsV2Xml(
  bucket: string,
  prefix: string,
  limit: number,
  page: readonly ListedObject[],
  nextToken: string | undefined,
): string {
  const contents = page
    .map(
      (object) =>
        `<Contents>${element('Key', object.key)}${element('LastModified', object.modifiedAt.toISOString())}${element('ETag', object.etag)}${element('Size', object.size)}<StorageClass>STANDARD</StorageClass></Contents>`,
    )
    .join('');
  return `<ListBucketResult>${element('Name', bucket)}${element('Prefix', prefix)}${element('KeyCount', page.length)}${element('MaxKeys', limit)}${element('IsTruncated', nextToken !== undefined)}${contents}${nextToken === undefined ? '' : element('NextContinuationToken', nextToken)}</ListBucketResult>`;
}

export function initiateMultipartXml(bucket: string, key: string, uploadId: string): string {
  return `<InitiateMultipartUploadResult>${element('Bucket', bucket)}${element('Key', key)}${element('UploadId', uploadId)}</InitiateMultipartUploadResult>`;
}

export function completeMultipartXml(bucket: string, key: string, etag: string): string {
  return `<CompleteMultipartUploadResult>${element('Bucket', bucket)}${element('Key', key)}${element('ETag', etag)}</CompleteMultipartUploadResult>`;
}

export function listPartsXml(
  bucket: string,
  key: string,
  uploadId: string,
  parts: readonly ListedPart[],
): string {
  const listed = parts
    .map(
      (part) =>
        `<Part>${element('PartNumber', part.number)}${element('LastModified', part.modifiedAt.toISOString())}${element('ETag', part.etag)}${element('Size', part.size)}</Part>`,
    )
    .join('');
  return `<ListPartsResult>${element('Bucket', bucket)}${element('Key', key)}${element('UploadId', uploadId)}<IsTruncated>false</IsTruncated>${listed}</ListPartsResult>`;
}

export function listMultipartUploadsXml(bucket: string, uploads: readonly ListedUpload[]): string {
  const listed = uploads
    .map(
      (upload) =>
        `<Upload>${element('Key', upload.key)}${element('UploadId', upload.uploadId)}${element('Initiated', upload.initiated.toISOString())}</Upload>`,
    )
    .join('');
  return `<ListMultipartUploadsResult>${element('Bucket', bucket)}<IsTruncated>false</IsTruncated>${listed}</ListMultipartUploadsResult>`;
}

export function deleteResultXml(keys: readonly string[]): string {
  return `<DeleteResult>${keys.map((key) => `<Deleted>${element('Key', key)}</Deleted>`).join('')}</DeleteResult>`;
}

/** The parts a CompleteMultipartUpload request lists, in its order. */
export function readCompletedParts(body: string): { number: number; etag: string }[] {
  return [...body.matchAll(/<Part>([\s\S]*?)<\/Part>/gu)].map((match) => {
    const part = match[1] ?? '';
    return {
      number: Number(/<PartNumber>(\d+)<\/PartNumber>/u.exec(part)?.[1]),
      etag: unescapeXml(/<ETag>([^<]*)<\/ETag>/u.exec(part)?.[1] ?? ''),
    };
  });
}

/** The keys a DeleteObjects request names. */
export function readDeletedKeys(body: string): string[] {
  return [...body.matchAll(/<Key>([^<]*)<\/Key>/gu)].map((match) => unescapeXml(match[1] ?? ''));
}

function unescapeXml(text: string): string {
  return text
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}
