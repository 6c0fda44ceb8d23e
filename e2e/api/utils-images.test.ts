import { jpegSize } from '@folio/documents/testing/images';
import { expectData, FolioError, toDownload, type JsonDataFields } from '@folio/sdk';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, inject, it } from 'vitest';

import { registerVerifiedAccount } from '../support/accounts';
import { clientsForRun } from '../support/clients';
import { pageSizes, pdfOfSizes } from '../support/pdf-pages';
import { fileOf as file, postUtility, type UtilityCall } from '../support/utility-forms';

const servers = inject('servers');
const clients = clientsForRun();

/** A real 40x30 lossy WebP (made once with sharp 0.35). */
const WEBP_40X30 = Buffer.from(
  'UklGRkwAAABXRUJQVlA4IEAAAACQAwCdASooAB4APm02l0ikIyIhJWgAgA2JZwDNdoB+AAAr98NwAP7vKUf/z0zXmD/Jz/+LORiOzB7fmrkwAAAA',
  'base64',
);

/** A baseline TIFF (RGB, uncompressed, one strip a page) with one page per size, encoded here. */
function makeTiff(sizes: Array<[number, number]>): Uint8Array {
  let end = 8;
  const layout = sizes.map(([width, height]) => {
    const pixels = end;
    end += width * height * 3 + 6;
    end += end % 2;
    const ifd = end;
    end += 2 + 10 * 12 + 4;
    return { width, height, pixels, ifd };
  });
  const out = Buffer.alloc(end, 0x80);
  out.write('II', 0, 'latin1');
  out.writeUInt16LE(42, 2);
  out.writeUInt32LE(layout[0]?.ifd ?? 0, 4);
  layout.forEach(({ width, height, pixels, ifd }, index) => {
    const length = width * height * 3;
    [0, 2, 4].forEach((at) => out.writeUInt16LE(8, pixels + length + at));
    const fields: Array<[number, number, number, number]> = [
      [256, 4, 1, width],
      [257, 4, 1, height],
      [258, 3, 3, pixels + length],
      [259, 3, 1, 1],
      [262, 3, 1, 2],
      [273, 4, 1, pixels],
      [277, 3, 1, 3],
      [278, 4, 1, height],
      [279, 4, 1, length],
      [284, 3, 1, 1],
    ];
    out.writeUInt16LE(fields.length, ifd);
    fields.forEach(([tag, type, count, value], field) => {
      const at = ifd + 2 + field * 12;
      out.writeUInt16LE(tag, at);
      out.writeUInt16LE(type, at + 2);
      out.writeUInt32LE(count, at + 4);
      if (type === 3 && count === 1) {
        out.writeUInt16LE(value, at + 8);
        out.writeUInt16LE(0, at + 10);
      } else {
        out.writeUInt32LE(value, at + 8);
      }
    });
    out.writeUInt32LE(layout[index + 1]?.ifd ?? 0, ifd + 2 + fields.length * 12);
  });
  return out;
}

let user: { email: string; token: string };
beforeAll(async () => {
  const email = `utils-images.${Date.now().toString(36)}@example.com`;
  const account = await registerVerifiedAccount(clients, servers.dataDir, email);
  const session = await expectData(clients.middleware.POST('/auth/login', { body: account }));
  user = { email, token: session.access_token };
});

/** Posts a utility's form as the user. */
const post = (...call: [...UtilityCall, files: File[]]) => postUtility(clients, user, ...call);

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

/** The code a call fails with. */
async function codeOf(call: Promise<unknown>): Promise<string | undefined> {
  const error = await call.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(FolioError);
  return (error as FolioError).code;
}

describe('utilities (SPEC §7): PDF to images', () => {
  // 144 x 72 and 72 x 144 points: 2 x 1 and 1 x 2 inches, so pixels = inches x dpi.
  const sizes: Array<[number, number]> = [
    [144, 72],
    [72, 144],
    [72, 72],
  ];

  it('answers archivos.zip with one JPEG per page at 150 dpi by default', async () => {
    const download = toDownload(
      await post('/utils/pdf-to-images', {}, [file('Plano 3.pdf', await pdfOfSizes(sizes))]),
      'x',
    );
    expect(download.fileName).toBe('archivos.zip');
    const entries = unzipSync(await bytesOf(download.blob));
    expect(Object.keys(entries)).toEqual(['Plano 3-p1.jpg', 'Plano 3-p2.jpg', 'Plano 3-p3.jpg']);
    expect(Object.values(entries).map(jpegSize)).toEqual([
      [300, 150],
      [150, 300],
      [150, 150],
    ]);
  });

  it('renders only the pages of the ranges, the pixels following the dpi', async () => {
    const pdf = await pdfOfSizes(sizes);
    const at = async (dpi: number) => {
      const answer = await post('/utils/pdf-to-images', { ranges: '2-3', dpi }, [
        file('a.pdf', pdf),
      ]);
      return unzipSync(await bytesOf(answer.data ?? new Blob([])));
    };
    const low = await at(72);
    const high = await at(144);
    expect(Object.keys(low)).toEqual(['a-p2.jpg', 'a-p3.jpg']);
    expect(Object.values(low).map(jpegSize)).toEqual([
      [72, 144],
      [72, 72],
    ]);
    expect(Object.values(high).map(jpegSize)).toEqual([
      [144, 288],
      [144, 144],
    ]);
  });

  it('refuses bad options and files with a clear code, and keeps serving', async () => {
    const pdf = await pdfOfSizes([[100, 100]]);
    const to = (fields: JsonDataFields<'pdfToImages'>, bytes: Uint8Array = pdf) =>
      codeOf(post('/utils/pdf-to-images', fields, [file('a.pdf', bytes)]));
    expect(await to({ dpi: 50 })).toBe('BAD_REQUEST');
    expect(await to({ ranges: 'todas' })).toBe('BAD_REQUEST');
    expect(await to({ ranges: '2-' })).toBe('PDF_PAGE_VALIDATION_ERROR');
    expect(await to({}, Buffer.from('%PDF-1.4 x'))).toBe('PDF_PROCESSING_ERROR');
    expect(await to({}, Buffer.from('hola'))).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await to({}, new Uint8Array())).toBe('FILE_VALIDATION_ERROR');
    const after = await post('/utils/pdf-to-images', { dpi: 72 }, [file('a.pdf', pdf)]);
    expect(Object.keys(unzipSync(await bytesOf(after.data ?? new Blob([]))))).toEqual(['a-p1.jpg']);
  });
});

describe('utilities (SPEC §7): images to PDF with WebP and TIFF', () => {
  it('makes a page per WebP image and per TIFF frame, in order, fitting each image', async () => {
    const download = toDownload(
      await post('/utils/images-to-pdf', {}, [
        file('foto.webp', WEBP_40X30, 'image/webp'),
        file(
          'scan.tiff',
          makeTiff([
            [60, 20],
            [20, 60],
          ]),
          'image/tiff',
        ),
      ]),
      'x',
    );
    expect(download.fileName).toBe('imagen.pdf');
    expect(await pageSizes(await bytesOf(download.blob))).toEqual([
      [40, 30],
      [60, 20],
      [20, 60],
    ]);
  });

  it('puts each WebP or TIFF page on A4, landscape for a wide one', async () => {
    const answer = await post('/utils/images-to-pdf', { pageSize: 'a4' }, [
      file('scan.tif', makeTiff([[30, 50]]), 'image/tiff'),
      file('foto.webp', WEBP_40X30, 'image/webp'),
    ]);
    expect(await pageSizes(await bytesOf(answer.data ?? new Blob([])))).toEqual([
      [595, 842],
      [842, 595],
    ]);
  });

  it('refuses a broken WebP or TIFF as it refuses a broken PNG, naming the file', async () => {
    const error = await post('/utils/images-to-pdf', {}, [
      file('rota.webp', WEBP_40X30.subarray(0, 30), 'image/webp'),
    ]).then(
      () => undefined,
      (caught: unknown) => caught as FolioError,
    );
    expect(error?.code).toBe('FILE_VALIDATION_ERROR');
    expect(error?.detail).toEqual({ file: 'rota.webp', reason: 'corrupt' });
    const tiff = makeTiff([[20, 20]]).subarray(0, 40);
    expect(await codeOf(post('/utils/images-to-pdf', {}, [file('rota.tif', tiff)]))).toBe(
      'FILE_VALIDATION_ERROR',
    );
  });
});
