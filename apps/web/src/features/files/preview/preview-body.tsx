import { useTranslation } from 'react-i18next';

import type { LoadedPreview } from '../use-preview';

import { HtmlPreview } from './html-preview';
import { ImagePreview } from './image-preview';
import { PdfPreview } from './pdf-preview';
import { SheetPreview } from './sheet-preview';
import { TextPreview } from './text-preview';

/** The preview of one file, by what the server says it is (the contract's Preview kinds). */
export function PreviewBody({
  loaded,
  name,
  page,
  quote,
  onFailed,
}: {
  loaded: LoadedPreview;
  name: string;
  page?: number;
  /** A passage to highlight (a chatbot citation's quote): marked on PDF pages and in text. */
  quote?: string;
  onFailed: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const { preview, blob, url } = loaded;
  switch (preview.kind) {
    case 'pdf':
      return blob ? (
        <PdfPreview
          blob={blob}
          onFailed={onFailed}
          {...(page === undefined ? {} : { initialPage: page })}
          {...(quote === undefined ? {} : { quote })}
        />
      ) : null;
    case 'image':
      return url ? <ImagePreview url={url} name={name} /> : null;
    case 'spreadsheet':
      return <SheetPreview sheets={preview.sheets ?? []} />;
    case 'html':
      return <HtmlPreview html={preview.html ?? ''} name={name} />;
    case 'text':
      return (
        <TextPreview
          text={preview.text ?? ''}
          isTruncated={preview.truncated ?? false}
          {...(quote === undefined ? {} : { quote })}
        />
      );
    case 'none':
      return <p className="files-preview-none">{t('files.preview.none')}</p>;
  }
}
