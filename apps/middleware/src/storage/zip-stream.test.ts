import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';

import { zipStream } from './zip-stream';

async function collect(stream: NodeJS.ReadableStream): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

async function* chunksOf(...parts: string[]): AsyncGenerator<Uint8Array> {
  for (const part of parts) {
    yield Buffer.from(part);
  }
}

describe('zipStream', () => {
  it('writes every entry, read in chunks, under unicode names', async () => {
    let opened = 0;
    const zip = await collect(
      zipStream([
        {
          name: 'año.txt',
          modifiedAt: new Date('2024-05-01T10:00:00Z'),
          open: async () => {
            opened++;
            return chunksOf('hola ', 'mundo');
          },
        },
        {
          name: 'b.txt',
          modifiedAt: new Date(),
          open: async () => {
            opened++;
            return chunksOf('bee');
          },
        },
      ]),
    );
    expect(opened).toBe(2);
    const files = unzipSync(zip);
    expect(Object.keys(files)).toEqual(['año.txt', 'b.txt']);
    expect(Buffer.from(files['año.txt'] ?? []).toString()).toBe('hola mundo');
  });

  it('fails the stream when a blob cannot be read', async () => {
    const stream = zipStream([
      {
        name: 'a.txt',
        modifiedAt: new Date(),
        open: () => Promise.reject(new Error('gone')),
      },
    ]);
    await expect(collect(stream)).rejects.toThrow('gone');
  });
});
