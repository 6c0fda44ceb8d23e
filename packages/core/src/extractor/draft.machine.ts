import { FolioError } from '@folio/sdk';
import { assign, emit, fromPromise, setup } from 'xstate';

import { areAttributesValid } from './attributes';
import { checkConfigurationName } from './configuration-name';
import { EMPTY_DRAFT, type DraftAttribute, type DraftStep } from './draft';
import { ATTRIBUTE_ID_PREFIX, contextFrom, contractAttributes } from './draft-context';
import type {
  AttributeChanges,
  DraftContext,
  DraftEmitted,
  DraftEvent,
  DraftInput,
  DraftOperation,
  DraftSaveInput,
  DraftTestInput,
  ExampleFile,
  ExampleReading,
} from './draft-types';
import type { AttributePlacement, DocumentType, ExtractedDocument } from './types';

const isNameExistsError = (error: unknown) =>
  error instanceof FolioError && error.code === 'CONFIGURATION_NAME_EXISTS';

/**
 * The new-configuration wizard's draft (SPEC §2 /extractor/new, §3 "Extractor draft", §5
 * configuration name): the steps `type` (choose the document type), `example` (upload an example;
 * the server answers its page images and the attributes it suggests from the labels found),
 * `attributes` (edit them, the general prompt instruction and the model) and `test` (test on the
 * example, name, save), then `saved`. `draft.next` moves on only when the step is complete (a
 * type; an example; at least one header and one detail attribute, each named once per placement;
 * a valid, unused name). The calls are tagged `busy`.
 *
 * The draft survives a page reload: after every change the machine calls `persistDraft` and the
 * face stores `draftOf(context)` (SPEC §3 fields, never the example's bytes); the face passes the
 * stored draft back as `input.draft` and the machine opens at its step. Saving calls `forgetDraft`.
 *
 * Supplied by the face with `draftMachine.provide()`:
 * - actors `readExample` (input `{ file, documentType }`, output `ExampleReading`),
 *   `testConfiguration` (`DraftTestInput` -> `ExtractedDocument`), `saveConfiguration`
 *   (`DraftSaveInput`); by default they reject.
 * - actions `persistDraft` (store `draftOf(context)`) and `forgetDraft`; by default nothing is kept.
 * Failures are emitted as `draft.failed` with the operation; a CONFIGURATION_NAME_EXISTS answer
 * also marks the name as taken, so the name field says so.
 */
export const draftMachine = setup({
  types: {
    input: {} as DraftInput,
    context: {} as DraftContext,
    events: {} as DraftEvent,
    emitted: {} as DraftEmitted,
    tags: {} as 'busy',
  },
  actors: {
    readExample: fromPromise<ExampleReading, { file: ExampleFile; documentType: DocumentType }>(
      async () => {
        throw new Error('draftMachine: the app must provide the readExample actor');
      },
    ),
    testConfiguration: fromPromise<ExtractedDocument, DraftTestInput>(async () => {
      throw new Error('draftMachine: the app must provide the testConfiguration actor');
    }),
    saveConfiguration: fromPromise<unknown, DraftSaveInput>(async () => {
      throw new Error('draftMachine: the app must provide the saveConfiguration actor');
    }),
  },
  actions: {
    // The face's: store `draftOf(context)`.
    persistDraft: () => {},
    forgetDraft: () => {},
    enterStep: assign((_, params: { step: DraftStep }) => ({ step: params.step })),
    chooseType: assign((_, params: { documentType: DocumentType }) => ({
      selectedType: params.documentType,
    })),
    holdExample: assign((_, params: { file: ExampleFile }) => ({ pendingExample: params.file })),
    dropPendingExample: assign({ pendingExample: null }),
    keepExample: assign(({ context }, params: { reading: ExampleReading }) => {
      let nextId = context.nextId;
      const attributes = params.reading.suggestedAttributes.map(
        ({ example, ...attribute }): DraftAttribute => {
          const id = `${ATTRIBUTE_ID_PREFIX}${nextId}`;
          nextId += 1;
          return {
            ...attribute,
            detail: attribute.detail ?? null,
            // The contract's default; an answer that leaves it out means "not required".
            required: attribute.required === true,
            id,
            example: example ?? null,
          };
        },
      );
      return {
        example: context.pendingExample,
        pendingExample: null,
        file: params.reading.file,
        pages: params.reading.pages,
        attributes,
        extractedData: null,
        nextId,
      };
    }),
    addAttribute: assign(({ context }, params: { placement: AttributePlacement }) => ({
      attributes: [
        ...context.attributes,
        {
          id: `${ATTRIBUTE_ID_PREFIX}${context.nextId}`,
          name: '',
          type: 'simple' as const,
          placement: params.placement,
          detail: null,
          required: false,
          example: null,
        },
      ],
      nextId: context.nextId + 1,
    })),
    updateAttribute: assign(({ context }, params: { id: string; changes: AttributeChanges }) => ({
      attributes: context.attributes.map((attribute) =>
        attribute.id === params.id ? { ...attribute, ...params.changes } : attribute,
      ),
    })),
    removeAttribute: assign(({ context }, params: { id: string }) => ({
      attributes: context.attributes.filter((attribute) => attribute.id !== params.id),
    })),
    // A result tested with other attributes no longer says anything about these.
    dropResult: assign({ extractedData: null }),
    setPrompt: assign((_, params: { prompt: string }) => ({ prompt: params.prompt })),
    setModel: assign((_, params: { model: string | null }) => ({ model: params.model })),
    setName: assign((_, params: { name: string }) => ({ configName: params.name })),
    addTakenNames: assign(({ context }, params: { names: readonly string[] }) => ({
      takenNames: [...new Set([...context.takenNames, ...params.names])],
    })),
    keepResult: assign((_, params: { extracted: ExtractedDocument }) => ({
      extractedData: params.extracted,
    })),
    clearDraft: assign(({ context }) => ({
      ...contextFrom(EMPTY_DRAFT, context.takenNames),
    })),
    reportFailure: emit((_, params: { operation: DraftOperation; error: unknown }) => ({
      type: 'draft.failed' as const,
      operation: params.operation,
      error: params.error,
    })),
    reportSaved: emit(({ context }) => ({
      type: 'draft.saved' as const,
      name: context.configName,
    })),
  },
  guards: {
    isAtStep: ({ context }, params: { step: DraftStep }) => context.step === params.step,
    hasType: ({ context }) => context.selectedType !== null,
    hasExample: ({ context }) => context.file !== null,
    areAttributesValid: ({ context }) => areAttributesValid(context.attributes),
    canSave: ({ context }) =>
      context.selectedType !== null &&
      context.file !== null &&
      areAttributesValid(context.attributes) &&
      checkConfigurationName(context.configName, context.takenNames) === null,
    isNameExists: (_, params: { error: unknown }) => isNameExistsError(params.error),
  },
}).createMachine({
  id: 'extractorDraft',
  context: ({ input }) => contextFrom(input.draft),
  initial: 'restoring',
  on: {
    'draft.reset': { target: '.type', actions: ['clearDraft', 'forgetDraft'] },
    'draft.namesKnown': {
      actions: { type: 'addTakenNames', params: ({ event }) => ({ names: event.names }) },
    },
  },
  states: {
    // Opens the wizard at the stored draft's step.
    restoring: {
      always: [
        { guard: { type: 'isAtStep', params: { step: 'test' } }, target: 'test' },
        { guard: { type: 'isAtStep', params: { step: 'attributes' } }, target: 'attributes' },
        { guard: { type: 'isAtStep', params: { step: 'example' } }, target: 'example' },
        { target: 'type' },
      ],
    },
    type: {
      entry: [{ type: 'enterStep', params: { step: 'type' } }, 'persistDraft'],
      on: {
        'draft.chooseType': {
          actions: [
            { type: 'chooseType', params: ({ event }) => ({ documentType: event.documentType }) },
            'persistDraft',
          ],
        },
        'draft.next': { guard: 'hasType', target: 'example' },
      },
    },
    example: {
      entry: [{ type: 'enterStep', params: { step: 'example' } }, 'persistDraft'],
      initial: 'idle',
      states: {
        idle: {
          on: {
            'draft.readExample': {
              target: 'reading',
              actions: { type: 'holdExample', params: ({ event }) => ({ file: event.file }) },
            },
            'draft.next': { guard: 'hasExample', target: '#extractorDraft.attributes' },
            'draft.back': { target: '#extractorDraft.type' },
          },
        },
        reading: {
          tags: ['busy'],
          invoke: {
            src: 'readExample',
            input: ({ context }) => ({
              // Entered only from `draft.readExample`, which holds the file and a chosen type.
              file: context.pendingExample ?? { name: '', size: 0 },
              documentType: context.selectedType ?? 'other',
            }),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'keepExample', params: ({ event }) => ({ reading: event.output }) },
                'persistDraft',
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                'dropPendingExample',
                {
                  type: 'reportFailure',
                  params: ({ event }) => ({ operation: 'readExample', error: event.error }),
                },
              ],
            },
          },
        },
      },
    },
    attributes: {
      entry: [{ type: 'enterStep', params: { step: 'attributes' } }, 'persistDraft'],
      on: {
        'attribute.add': {
          actions: [
            { type: 'addAttribute', params: ({ event }) => ({ placement: event.placement }) },
            'dropResult',
            'persistDraft',
          ],
        },
        'attribute.update': {
          actions: [
            {
              type: 'updateAttribute',
              params: ({ event }) => ({ id: event.id, changes: event.changes }),
            },
            'dropResult',
            'persistDraft',
          ],
        },
        'attribute.remove': {
          actions: [
            { type: 'removeAttribute', params: ({ event }) => ({ id: event.id }) },
            'dropResult',
            'persistDraft',
          ],
        },
        'draft.setPrompt': {
          actions: [
            { type: 'setPrompt', params: ({ event }) => ({ prompt: event.prompt }) },
            'dropResult',
            'persistDraft',
          ],
        },
        'draft.setModel': {
          actions: [
            { type: 'setModel', params: ({ event }) => ({ model: event.model }) },
            'dropResult',
            'persistDraft',
          ],
        },
        'draft.next': { guard: 'areAttributesValid', target: 'test' },
        'draft.back': { target: 'example' },
      },
    },
    test: {
      entry: [{ type: 'enterStep', params: { step: 'test' } }, 'persistDraft'],
      initial: 'idle',
      states: {
        idle: {
          on: {
            'draft.test': { target: 'testing' },
            'draft.save': { guard: 'canSave', target: 'saving' },
            'draft.setName': {
              actions: [
                { type: 'setName', params: ({ event }) => ({ name: event.name }) },
                'persistDraft',
              ],
            },
            'draft.back': { target: '#extractorDraft.attributes' },
          },
        },
        testing: {
          tags: ['busy'],
          invoke: {
            src: 'testConfiguration',
            input: ({ context }): DraftTestInput => ({
              example: context.example,
              // The test step is reached only with an example (guard `hasExample`).
              file: context.file ?? { id: '', name: '' },
              documentType: context.selectedType ?? 'other',
              attributes: contractAttributes(context.attributes),
              prompt: context.prompt,
              model: context.model,
            }),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'keepResult', params: ({ event }) => ({ extracted: event.output }) },
                'persistDraft',
              ],
            },
            onError: {
              target: 'idle',
              actions: {
                type: 'reportFailure',
                params: ({ event }) => ({ operation: 'test', error: event.error }),
              },
            },
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            src: 'saveConfiguration',
            input: ({ context }): DraftSaveInput => ({
              name: context.configName,
              documentType: context.selectedType ?? 'other',
              attributes: contractAttributes(context.attributes),
              prompt: context.prompt,
              model: context.model,
              exampleFileId: context.file?.id ?? '',
            }),
            onDone: { target: '#extractorDraft.saved' },
            onError: [
              {
                guard: { type: 'isNameExists', params: ({ event }) => ({ error: event.error }) },
                target: 'idle',
                actions: [
                  {
                    type: 'addTakenNames',
                    params: ({ context }) => ({ names: [context.configName] }),
                  },
                  {
                    type: 'reportFailure',
                    params: ({ event }) => ({ operation: 'save', error: event.error }),
                  },
                ],
              },
              {
                target: 'idle',
                actions: {
                  type: 'reportFailure',
                  params: ({ event }) => ({ operation: 'save', error: event.error }),
                },
              },
            ],
          },
        },
      },
    },
    saved: {
      entry: ['forgetDraft', 'reportSaved'],
    },
  },
});
