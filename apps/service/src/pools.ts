import { startChromiumPrinter } from './chromium/chromium-pool';
import type { HtmlPrinter } from './chromium/html-printer';
import type { ServiceConfig } from './config';
import type { OfficeConverter } from './office/office-converter';
import { startOfficePool } from './office/office-pool';
import { startOfficeSplitter, type OfficeSplitter } from './utils/office-splitter';

/**
 * The warm external programs and threads of the host, started once with it and closed with it:
 * where the heavy work runs, killable, away from the thread that serves requests.
 */
export type ServicePools = { html: HtmlPrinter; office: OfficeConverter; splitter: OfficeSplitter };

export async function startPools(config: ServiceConfig): Promise<ServicePools> {
  return {
    // Chromium launches in the background: the host answers at once, HTML waits for it.
    html: startChromiumPrinter(config.html),
    // soffice starts in the background too: office conversions wait for it.
    office: startOfficePool(config.office),
    // Threads start with the first split.
    splitter: startOfficeSplitter(config.split),
  };
}

export async function closePools(pools: ServicePools): Promise<void> {
  await Promise.allSettled([pools.html.close(), pools.office.close(), pools.splitter.close()]);
}
