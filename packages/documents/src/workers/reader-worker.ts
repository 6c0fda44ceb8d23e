// The reader worker thread: parses office files, spreadsheets, text and HTML, whose parsers
// cannot be interrupted and inflate what they read in memory (or, for text, take time in
// proportion to a file of up to the size limit). Here a bomb or an endless structure exhausts
// this thread's heap or its deadline, and the pool terminates it; the caller's thread keeps
// serving.
import { parentPort } from 'node:worker_threads';

import { DocumentError } from '../errors';
import { htmlToText } from '../office/html-text';
import { checkOfficeContainer } from '../office/office-container';
import { parseDocx } from '../office/docx-parse';
import { parseSpreadsheet } from '../office/spreadsheet-parse';
import { decodeTextFile } from '../office/text-file';
import type { ReaderAnswer, ReaderRequest } from './reader-protocol';

async function run(request: ReaderRequest): Promise<unknown> {
  switch (request.task) {
    case 'docx':
      return parseDocx(request.data);
    case 'spreadsheet':
      return parseSpreadsheet(request.data, request.format, request.limits);
    case 'office-check':
      return checkOfficeContainer(request.data);
    case 'text': {
      const { text } = decodeTextFile(request.data, { maxBytes: request.maxBytes });
      return request.markup === 'html' ? htmlToText(text) : text;
    }
  }
}

async function answer(request: ReaderRequest): Promise<ReaderAnswer> {
  try {
    return { kind: 'done', value: await run(request) };
  } catch (error) {
    if (error instanceof DocumentError) {
      return {
        kind: 'error',
        code: error.code,
        message: error.message,
        detail: { ...error.detail },
      };
    }
    const message = error instanceof Error ? error.message : String(error);
    return { kind: 'error', code: 'DOCUMENT_UNREADABLE', message, detail: {} };
  }
}

parentPort?.on('message', (request: ReaderRequest) => {
  void answer(request).then((message) => parentPort?.postMessage(message));
});
