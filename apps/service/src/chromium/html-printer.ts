/** How a page of HTML is printed (contract `HtmlToPdfRequest`). */
export type PrintOptions = { pageSize: 'a4' | 'letter'; landscape: boolean };

/**
 * Prints HTML to PDF in a warm Chromium. Every call is isolated from the others (its own browser
 * context), cannot reach the network or the disk unless the operator allowed the host, and is
 * bounded in time. `print` fails with an AppError: FILE_PROCESSING_ERROR when the HTML is at fault
 * (`detail.reason`: `timeout`, `crashed`, `windows` or `failed`), SERVICE_UNAVAILABLE when the
 * printer is (`busy`: its queue is full; `browser`: Chromium cannot start or keeps dying).
 */
export type HtmlPrinter = {
  print(html: string, options: PrintOptions): Promise<Uint8Array>;
  close(): Promise<void>;
};
