/** The `json_data` part of a recorded multipart request, parsed; undefined when it has none. */
export async function jsonDataOf(request: Request | undefined): Promise<unknown> {
  const part = (await request?.formData())?.get('json_data');
  return typeof part === 'string' ? (JSON.parse(part) as unknown) : undefined;
}
