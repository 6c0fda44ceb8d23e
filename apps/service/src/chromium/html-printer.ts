/** How a page of HTML is printed (contract `HtmlToPdfRequest`). */
export type PrintOptions = { pageSize: 'a4' | 'letter'; landscape: boolean };

/**
 * Prints HTML to PDF in a warm Chromium. Every call is isolated from the others (its own browser
 * context), cannot reach the network or the disk unless the operator allowed the host, and is
 * bounded in time.
 */
export type HtmlPrinter = {
  print(html: string, options: PrintOptions): Promise<Uint8Array>;
  close(): Promise<void>;
};
