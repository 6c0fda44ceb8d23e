import { FolioError } from '@folio/sdk';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';

import { EMPTY_DRAFT, parseStoredDraft, type ExtractorDraft } from './draft';
import { draftOf } from './draft-context';
import { draftMachine } from './draft.machine';
import type { DraftEmitted, DraftSaveInput, DraftTestInput, ExampleReading } from './draft-types';
import type { ExtractedDocument } from './types';

const EXAMPLE = { name: 'factura.pdf', size: 2048 };

const READING: ExampleReading = {
  file: { id: 'file-1', name: 'factura.pdf' },
  pages: [{ page: 1, width: 595, height: 842, image: 'data:image/jpeg;base64,AAAA' }],
  suggestedAttributes: [
    {
      name: 'Invoice No',
      type: 'simple',
      placement: 'header',
      required: false,
      example: { value: 'INV-001', raw: 'INV-001', page: 1, box: [50, 60, 120, 72] },
    },
    { name: 'Description', type: 'text', placement: 'detail', required: false },
  ],
};

const EXTRACTED: ExtractedDocument = {
  document_id: 'doc-1',
  config_name: 'Facturas',
  file_name: 'factura.pdf',
  state: 'auto_verified',
  headers: { 'Invoice No': { value: 'INV-001' } },
  items: [{ Description: { value: 'Chairs' } }],
  available_fields: { headers: ['Invoice No'], details: ['Description'] },
  warnings: [],
  created_at: '2025-03-05T10:00:00Z',
};

/**
 * A draft actor over fake calls; `stored` is what the face found in storage. Records what the
 * machine asked to persist and what it emitted.
 */
function startDraft(
  options: {
    stored?: ExtractorDraft;
    readExample?: () => Promise<ExampleReading>;
    test?: (input: DraftTestInput) => Promise<ExtractedDocument>;
    save?: (input: DraftSaveInput) => Promise<unknown>;
  } = {},
) {
  const persisted: ExtractorDraft[] = [];
  const forgotten = vi.fn();
  const emitted: DraftEmitted[] = [];
  const readExample = vi.fn(options.readExample ?? (async () => READING));
  const test = vi.fn(options.test ?? (async () => EXTRACTED));
  const save = vi.fn(options.save ?? (async () => ({ id: 'config-1' })));
  const machine = draftMachine.provide({
    actors: {
      readExample: fromPromise(() => readExample()),
      testConfiguration: fromPromise(({ input }) => test(input)),
      saveConfiguration: fromPromise(({ input }) => save(input)),
    },
    actions: {
      persistDraft: ({ context }) => {
        persisted.push(draftOf(context));
      },
      forgetDraft: forgotten,
    },
  });
  const actor = createActor(machine, { input: { draft: options.stored ?? EMPTY_DRAFT } });
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, persisted, forgotten, emitted, readExample, test, save };
}

/** Waits until the draft's call (reading, test, save) has answered: no state is busy then. */
const settled = (actor: ReturnType<typeof startDraft>['actor']) =>
  waitFor(actor, (snapshot) => !snapshot.hasTag('busy'), { timeout: 10_000 });

/** A draft standing on the attributes step with the example's suggestions. */
function atAttributes(): ExtractorDraft {
  return {
    ...EMPTY_DRAFT,
    step: 'attributes',
    selectedType: 'invoice',
    file: READING.file,
    pages: READING.pages,
    attributes: [
      {
        id: 'attribute-1',
        name: 'Invoice No',
        type: 'simple',
        placement: 'header',
        detail: null,
        required: false,
        example: null,
      },
      {
        id: 'attribute-2',
        name: 'Description',
        type: 'text',
        placement: 'detail',
        detail: null,
        required: false,
        example: null,
      },
    ],
  };
}

describe('draftMachine', () => {
  it('starts at the document type step with an empty draft', () => {
    const { actor } = startDraft();

    expect(actor.getSnapshot().matches('type')).toBe(true);
    expect(actor.getSnapshot().context.selectedType).toBeNull();
  });

  it('moves on from the type step only once a document type is chosen (SPEC §5)', () => {
    const { actor } = startDraft();

    actor.send({ type: 'draft.next' });
    expect(actor.getSnapshot().matches('type')).toBe(true);

    actor.send({ type: 'draft.chooseType', documentType: 'invoice' });
    actor.send({ type: 'draft.next' });
    expect(actor.getSnapshot().matches('example')).toBe(true);
  });

  it('reads the example and keeps its file id, pages and suggested attributes', async () => {
    const { actor } = startDraft({
      stored: { ...EMPTY_DRAFT, step: 'example', selectedType: 'invoice' },
    });

    actor.send({ type: 'draft.readExample', file: EXAMPLE });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settled(actor);

    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().matches({ example: 'idle' })).toBe(true);
    expect(context.file).toEqual({ id: 'file-1', name: 'factura.pdf' });
    expect(context.pages).toHaveLength(1);
    expect(context.attributes.map((attribute) => [attribute.name, attribute.placement])).toEqual([
      ['Invoice No', 'header'],
      ['Description', 'detail'],
    ]);
    expect(context.attributes[0]?.example?.value).toBe('INV-001');
    expect(context.example).toBe(EXAMPLE);
  });

  it('does not move past the example step without an example (SPEC §5)', () => {
    const { actor } = startDraft({
      stored: { ...EMPTY_DRAFT, step: 'example', selectedType: 'invoice' },
    });

    actor.send({ type: 'draft.next' });

    expect(actor.getSnapshot().matches('example')).toBe(true);
  });

  it('reports a failed reading and keeps the draft as it was', async () => {
    const failure = new FolioError('PDF_PROCESSING_ERROR', 'broken');
    const { actor, emitted } = startDraft({
      stored: { ...EMPTY_DRAFT, step: 'example', selectedType: 'invoice' },
      readExample: () => Promise.reject(failure),
    });

    actor.send({ type: 'draft.readExample', file: EXAMPLE });
    await settled(actor);

    expect(actor.getSnapshot().matches({ example: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.file).toBeNull();
    expect(emitted).toContainEqual({
      type: 'draft.failed',
      operation: 'readExample',
      error: failure,
    });
  });

  it('adds, edits and removes attributes', () => {
    const { actor } = startDraft({ stored: atAttributes() });

    actor.send({ type: 'attribute.add', placement: 'detail' });
    const added = actor.getSnapshot().context.attributes.at(-1);
    expect(added).toMatchObject({ name: '', placement: 'detail', type: 'simple', required: false });
    expect(added?.id).toBe('attribute-3');

    actor.send({
      type: 'attribute.update',
      id: added?.id ?? '',
      changes: { name: 'Amount', type: 'number', required: true },
    });
    expect(actor.getSnapshot().context.attributes.at(-1)).toMatchObject({
      name: 'Amount',
      type: 'number',
      required: true,
    });

    actor.send({ type: 'attribute.remove', id: 'attribute-1' });
    expect(actor.getSnapshot().context.attributes.map((attribute) => attribute.name)).toEqual([
      'Description',
      'Amount',
    ]);
  });

  it('refuses to move on with a duplicate name or without a header and a detail attribute (SPEC §5)', () => {
    const { actor } = startDraft({ stored: atAttributes() });

    actor.send({ type: 'attribute.add', placement: 'header' });
    actor.send({ type: 'attribute.update', id: 'attribute-3', changes: { name: 'invoice no' } });
    actor.send({ type: 'draft.next' });
    expect(actor.getSnapshot().matches('attributes')).toBe(true);

    actor.send({ type: 'attribute.remove', id: 'attribute-3' });
    actor.send({ type: 'attribute.remove', id: 'attribute-2' });
    actor.send({ type: 'draft.next' });
    expect(actor.getSnapshot().matches('attributes')).toBe(true);

    actor.send({ type: 'attribute.add', placement: 'detail' });
    actor.send({ type: 'attribute.update', id: 'attribute-4', changes: { name: 'Amount' } });
    actor.send({ type: 'draft.next' });
    expect(actor.getSnapshot().matches('test')).toBe(true);
  });

  it('tests the configuration on the example with the attributes, prompt and model', async () => {
    const { actor, test } = startDraft({ stored: atAttributes() });
    actor.send({ type: 'draft.setPrompt', prompt: 'Amounts in euros' });
    actor.send({ type: 'draft.setModel', model: 'gpt-4o' });
    actor.send({ type: 'draft.next' });

    actor.send({ type: 'draft.test' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settled(actor);

    expect(test).toHaveBeenCalledWith({
      // After a reload the bytes are gone; the face fetches the stored example by its id.
      example: null,
      file: { id: 'file-1', name: 'factura.pdf' },
      documentType: 'invoice',
      attributes: [
        { name: 'Invoice No', type: 'simple', placement: 'header', detail: null, required: false },
        { name: 'Description', type: 'text', placement: 'detail', detail: null, required: false },
      ],
      prompt: 'Amounts in euros',
      model: 'gpt-4o',
    });
    expect(actor.getSnapshot().context.extractedData).toEqual(EXTRACTED);
  });

  it('forgets a tested result when the attributes change', async () => {
    const { actor } = startDraft({ stored: { ...atAttributes(), step: 'test' } });
    actor.send({ type: 'draft.test' });
    await settled(actor);
    expect(actor.getSnapshot().context.extractedData).not.toBeNull();

    actor.send({ type: 'draft.back' });
    actor.send({ type: 'attribute.update', id: 'attribute-1', changes: { required: true } });

    expect(actor.getSnapshot().context.extractedData).toBeNull();
  });

  it('saves only with a name of letters and digits (SPEC §5)', async () => {
    const { actor, save } = startDraft({ stored: { ...atAttributes(), step: 'test' } });

    actor.send({ type: 'draft.save' });
    actor.send({ type: 'draft.setName', name: 'Facturas 2025' });
    actor.send({ type: 'draft.save' });
    await settled(actor);
    expect(save).not.toHaveBeenCalled();

    actor.send({ type: 'draft.setName', name: 'Facturas2025' });
    actor.send({ type: 'draft.save' });
    await settled(actor);

    expect(save).toHaveBeenCalledWith({
      name: 'Facturas2025',
      documentType: 'invoice',
      attributes: expect.any(Array) as unknown,
      prompt: '',
      model: null,
      exampleFileId: 'file-1',
    });
    expect(actor.getSnapshot().matches('saved')).toBe(true);
  });

  it('does not save a name the user already has (SPEC §5 unique)', async () => {
    const { actor, save } = startDraft({ stored: { ...atAttributes(), step: 'test' } });
    actor.send({ type: 'draft.namesKnown', names: ['Facturas'] });

    actor.send({ type: 'draft.setName', name: 'facturas' });
    actor.send({ type: 'draft.save' });
    await settled(actor);

    expect(save).not.toHaveBeenCalled();
  });

  it('marks the name as taken when the server answers CONFIGURATION_NAME_EXISTS (SPEC §5, §8)', async () => {
    const failure = new FolioError('CONFIGURATION_NAME_EXISTS', 'exists', { status: 409 });
    const { actor, emitted } = startDraft({
      stored: { ...atAttributes(), step: 'test', configName: 'Facturas' },
      save: () => Promise.reject(failure),
    });

    actor.send({ type: 'draft.save' });
    await settled(actor);

    expect(actor.getSnapshot().matches({ test: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.takenNames).toContain('Facturas');
    expect(emitted).toContainEqual({ type: 'draft.failed', operation: 'save', error: failure });
  });

  it('forgets the stored draft and says so once saved', async () => {
    const { actor, forgotten, emitted } = startDraft({
      stored: { ...atAttributes(), step: 'test', configName: 'Facturas' },
    });

    actor.send({ type: 'draft.save' });
    await settled(actor);

    expect(forgotten).toHaveBeenCalledTimes(1);
    expect(emitted).toContainEqual({ type: 'draft.saved', name: 'Facturas' });
  });

  it('persists every change, so the draft survives a page reload (SPEC §3)', async () => {
    const first = startDraft();
    first.actor.send({ type: 'draft.chooseType', documentType: 'invoice' });
    first.actor.send({ type: 'draft.next' });
    first.actor.send({ type: 'draft.readExample', file: EXAMPLE });
    await settled(first.actor);
    first.actor.send({ type: 'draft.next' });
    first.actor.send({ type: 'draft.setPrompt', prompt: 'Totals with tax' });
    first.actor.stop();

    // What a reload finds in storage: the last persisted draft, through JSON.
    const stored = parseStoredDraft(JSON.parse(JSON.stringify(first.persisted.at(-1))) as unknown);
    const second = startDraft({ stored });

    const { context } = second.actor.getSnapshot();
    expect(second.actor.getSnapshot().matches('attributes')).toBe(true);
    expect(context.selectedType).toBe('invoice');
    expect(context.file).toEqual({ id: 'file-1', name: 'factura.pdf' });
    expect(context.pages).toEqual(READING.pages);
    expect(context.attributes.map((attribute) => attribute.name)).toEqual([
      'Invoice No',
      'Description',
    ]);
    expect(context.prompt).toBe('Totals with tax');
    expect(context.example).toBeNull();
  });

  it('never persists the example bytes (the server keeps the example)', async () => {
    const { actor, persisted } = startDraft({
      stored: { ...EMPTY_DRAFT, step: 'example', selectedType: 'invoice' },
    });

    actor.send({ type: 'draft.readExample', file: EXAMPLE });
    await settled(actor);

    expect(persisted.length).toBeGreaterThan(0);
    for (const draft of persisted) {
      expect(Object.keys(draft)).not.toContain('example');
      expect(Object.keys(draft)).not.toContain('pendingExample');
    }
  });

  it('gives new attributes ids after the restored ones', () => {
    const { actor } = startDraft({ stored: atAttributes() });

    actor.send({ type: 'attribute.add', placement: 'header' });

    const ids = actor.getSnapshot().context.attributes.map((attribute) => attribute.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('starts over on draft.reset and forgets the stored draft', () => {
    const { actor, forgotten } = startDraft({ stored: atAttributes() });

    actor.send({ type: 'draft.reset' });

    expect(actor.getSnapshot().matches('type')).toBe(true);
    expect(actor.getSnapshot().context.attributes).toEqual([]);
    expect(forgotten).toHaveBeenCalledTimes(1);
  });

  it('ignores attribute edits outside the attributes step', () => {
    const { actor } = startDraft({ stored: { ...atAttributes(), step: 'test' } });

    actor.send({ type: 'attribute.remove', id: 'attribute-1' });

    expect(actor.getSnapshot().context.attributes).toHaveLength(2);
  });
});
