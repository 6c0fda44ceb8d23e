import { createContext, type ReactNode } from 'react';

/** What shows a page's text: region `id`, page `page` of the PDF `fileId`, kept while hidden. */
export type PageTextProps = { id: string; fileId: string; page: number; isHidden: boolean };

/**
 * The text of the verify screen's page (issue 22: the page image's text alternative). Web
 * features never import each other, so `app/` supplies it from the files' PDF reader; without
 * it the viewer offers the image alone.
 */
export type RenderPageText = (props: PageTextProps) => ReactNode;

export const PageTextContext = createContext<RenderPageText | null>(null);
