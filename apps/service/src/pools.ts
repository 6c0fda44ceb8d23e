import { AppError } from '@folio/core';

import type { HtmlPrinter } from './chromium/html-printer';
import type { ServiceConfig } from './config';
import type { OfficeConverter } from './office/office-converter';

/** The warm external programs of the host, started once with it and closed with it. */
export type ServicePools = { html: HtmlPrinter; office: OfficeConverter };

export async function startPools(_config: ServiceConfig): Promise<ServicePools> {
  // Placeholders until the pools land (issue 4): they refuse work rather than start cold processes.
  const unavailable = (): never => {
    throw new AppError('SERVICE_UNAVAILABLE', { message: 'conversion pool not available yet' });
  };
  return {
    html: { print: unavailable, close: () => Promise.resolve() },
    office: { toPdf: unavailable, close: () => Promise.resolve() },
  };
}

export async function closePools(pools: ServicePools): Promise<void> {
  await Promise.allSettled([pools.html.close(), pools.office.close()]);
}
