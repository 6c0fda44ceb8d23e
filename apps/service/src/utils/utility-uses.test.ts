import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { makePng } from '@folio/documents/testing/images';

import { makePdf } from './testing/fixtures';
import { context, startUtilsService } from './testing/service';
import { createUseReporter, noteUse } from './utility-uses';

let service: Awaited<ReturnType<typeof startUtilsService>>;

beforeAll(async () => {
  service = await startUtilsService();
});
afterAll(async () => service.close());

/** The uses the fake middleware has received, once there are `count` (reports follow answers). */
async function usesReported(count: number) {
  const deadline = Date.now() + 10_000;
  while (service.middleware.uses.length < count && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return service.middleware.uses;
}

describe('utility uses (issue 13 "utilities used")', () => {
  it('reports an answered call to the middleware with the caller token, files and pages', async () => {
    const first = await makePdf([[200, 200]]);
    const second = await makePdf([
      [200, 200],
      [300, 300],
    ]);
    const response = await service.post('combine-pdfs', context, [
      { name: 'a.pdf', bytes: first, type: 'application/pdf' },
      { name: 'b.pdf', bytes: second, type: 'application/pdf' },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const [reported] = await usesReported(1);
    expect(reported?.authorization).toBe(`Bearer ${service.token}`);
    expect(reported?.use).toMatchObject({ tool: 'combinePdfs', files: 2, pages: 3 });
    expect((reported?.use as { duration_ms: number }).duration_ms).toBeGreaterThanOrEqual(0);
  });

  it('reports no pages for a utility that reads no PDF', async () => {
    const before = service.middleware.uses.length;
    const response = await service.post('images-to-pdf', context, [
      { name: 'a.png', bytes: makePng(4, 4), type: 'image/png' },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const uses = await usesReported(before + 1);
    expect(uses[before]?.use).toMatchObject({ tool: 'imagesToPdf', files: 1, pages: null });
  });

  it('reports nothing for a refused call', async () => {
    const before = service.middleware.uses.length;
    const refused = await service.post('combine-pdfs', context, [
      { name: 'a.pdf', bytes: new TextEncoder().encode('not a pdf'), type: 'application/pdf' },
    ]);
    expect(refused.statusCode).toBe(415);
    // A later answered call is reported; the refused one before it never was.
    await service.post('combine-pdfs', context, [
      { name: 'a.pdf', bytes: await makePdf([[100, 100]]), type: 'application/pdf' },
    ]);
    const uses = await usesReported(before + 1);
    expect(uses.slice(before).map((entry) => entry.use)).toEqual([
      expect.objectContaining({ tool: 'combinePdfs', files: 1, pages: 1 }),
    ]);
  });
});

describe('createUseReporter', () => {
  it('logs a report the middleware cannot take, and never throws', async () => {
    const warn = vi.fn();
    const reporter = createUseReporter({ middlewareUrl: 'http://127.0.0.1:1/api' }, { warn });
    reporter.report('Bearer x', { tool: 'splitPdf', files: 1, pages: 2, duration_ms: 3 });
    await reporter.settle();
    expect(warn).toHaveBeenCalledOnce();
  });

  it('notes nothing outside a recorded call', () => {
    expect(() => noteUse({ files: 1, pages: 1 })).not.toThrow();
  });
});
