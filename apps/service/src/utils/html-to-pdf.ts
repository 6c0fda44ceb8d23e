import { AppError } from '@folio/core';
import { assertUserContext, attachment, requireAuth } from '@folio/server';

import type { HtmlPrinter } from '../chromium/html-printer';

import { safeStem } from './file-names';
import type { ServiceHandlers } from '../service-handlers';

/** SPEC §7 default download name of HTML printed to PDF. */
export const HTML_PDF_STEM = 'documento';

/** The download name: the caller's `name` made safe (without `.pdf` or `.html`), or `documento.pdf`. */
export function htmlPdfName(name: string | undefined): string {
  return `${safeStem(name ?? '', /\.(pdf|html?)$/i, HTML_PDF_STEM)}.pdf`;
}

/**
 * `htmlToPdf`: the JSON body's HTML printed in the warm Chromium (`pools.html`, read per call so
 * the handler can be listed before the pools start). The user context must be the token's;
 * blank HTML is MISSING_PARAMETERS. The contract's schema has already checked the types and the
 * 5 MiB limit.
 */
export function htmlToPdfHandler(pools: { html: HtmlPrinter }): ServiceHandlers['htmlToPdf'] {
  return async (request, reply) => {
    const user = requireAuth(request);
    const { body } = request;
    assertUserContext(user, body);
    if (body.html.trim() === '') {
      throw new AppError('MISSING_PARAMETERS', {
        message: 'html is empty',
        detail: { field: 'html' },
      });
    }
    const pdf = await pools.html.print(body.html, {
      pageSize: body.pageSize ?? 'a4',
      landscape: body.landscape ?? false,
    });
    return reply
      .type('application/pdf')
      .header('content-disposition', attachment(htmlPdfName(body.name)))
      .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
  };
}
