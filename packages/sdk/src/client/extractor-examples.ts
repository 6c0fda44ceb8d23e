import { expectData } from '../clients';
import { FolioError } from '../errors';
import type { components } from '../generated/middleware';
import { jsonDataForm, type JsonDataForm } from '../json-data-form';

import { runCall, type CallOptions, type ClientContext } from './call';

type Schemas = components['schemas'];

/** What reading an example gives: the stored file, its page images, the attributes found on it. */
export type ExampleReading = Omit<Schemas['ConfigureDocumentResponse']['data'], 'extracted'>;
/** What kind of document an example is (`invoice`, ...). */
export type DocumentType = Schemas['DocumentType'];
/** What a configuration is tested with on its example: its attributes, prompt and model. */
export type ExampleTest = {
  documentType: DocumentType;
  attributes: Schemas['Attribute'][];
  /** The general prompt instruction; blank sends none. */
  prompt?: string | null;
  /** A SPEC §3 model id; none for the built-in engine. */
  model?: string | null;
};

/**
 * The wizard's examples (SPEC §7 configure document): read a document into page images and
 * suggested attributes, then test attributes on it before saving a configuration. Both spend the
 * example's pages from the balance and may read with OCR or a model, so like a transfer they have
 * no default time limit.
 */
export function createExtractorExamplesResource(context: ClientContext) {
  const send = (form: JsonDataForm<'configureDocument'>, options?: CallOptions) =>
    runCall(
      context,
      options,
      async (signal) =>
        (
          await expectData(
            context.clients.middleware.POST('/extractor/configure-document', { ...form, signal }),
          )
        ).data,
      null,
    );
  return {
    /**
     * Stores an example (a PDF or an image) in the `extractor` folder and reads it. Keep the
     * answer's `file_id`: a test and the saved configuration name the example by it.
     */
    async read(
      example: Blob,
      documentType: DocumentType,
      options: CallOptions & { fileName?: string } = {},
    ): Promise<ExampleReading> {
      const file =
        example instanceof File && options.fileName === undefined
          ? example
          : new File([example], options.fileName ?? 'example.pdf', { type: example.type });
      const form = jsonDataForm(
        'configureDocument',
        { ...context.user(), document_type: documentType },
        { file },
      );
      const { extracted: _extracted, ...reading } = await send(form, options);
      return reading;
    },
    /**
     * Extracts with `test` from an example the server already keeps (by its `file_id`), storing
     * no new copy: what a run with this configuration would read from it.
     */
    async test(
      exampleFileId: string,
      test: ExampleTest,
      options?: CallOptions,
    ): Promise<Schemas['ExtractedDocument']> {
      const prompt = test.prompt?.trim() ?? '';
      const form = jsonDataForm('configureDocument', {
        ...context.user(),
        document_type: test.documentType,
        example_file_id: exampleFileId,
        attributes: test.attributes,
        ...(prompt === '' ? {} : { prompt }),
        ...(test.model === null || test.model === undefined ? {} : { model: test.model }),
      });
      const answer = await send(form, options);
      if (!answer.extracted) {
        throw new FolioError('EMPTY_RESPONSE', 'configureDocument answered without the test');
      }
      return answer.extracted;
    },
  };
}

/** The examples of the extractor resource. */
export type ExtractorExamplesResource = ReturnType<typeof createExtractorExamplesResource>;
