// Reading a split plan whole, for the DOCX and XLSX split tests: the parts it yields, or the
// refusal it throws.
import type { SplitPart } from '../split-pdf';
import type { UploadedFile } from '../upload';

type Part = SplitPart;
type Plan = (file: UploadedFile) => Promise<{ parts: () => AsyncGenerator<Part> }>;

/** An uploaded file as a route hands it to a plan. */
export const uploadOf = (name: string, bytes: Uint8Array): UploadedFile => ({
  name,
  mimeType: 'application/octet-stream',
  bytes,
});

/** Every part `plan` yields for the file, in order. */
export async function partsOf(plan: Plan, name: string, bytes: Uint8Array): Promise<Part[]> {
  const { parts } = await plan(uploadOf(name, bytes));
  const all: Part[] = [];
  for await (const part of parts()) {
    all.push(part);
  }
  return all;
}

/** The error `plan` refuses the file with, or undefined when it splits it. */
export const refusalOf = (plan: Plan, name: string, bytes: Uint8Array) =>
  partsOf(plan, name, bytes).then(
    () => undefined,
    (error: unknown) => error as { code: string; detail: Record<string, unknown> },
  );
