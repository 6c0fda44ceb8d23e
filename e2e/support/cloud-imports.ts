// The cloud integrations as the API tests drive them (issue 14): the consent round trip a browser
// makes, and an import followed to its end.
import type { FakeGoogleServer } from '@folio/middleware/testing/fake-google-server';
import { expectData, type MiddlewareComponents } from '@folio/sdk';

import type { SignedInUser } from './accounts';
import { pollUntil } from './poll';
import { blankPdf } from './sample-files';

type Provider = MiddlewareComponents['schemas']['IntegrationProvider'];
export type CloudImport = MiddlewareComponents['schemas']['CloudImport'];

/** The path parameter of a provider's calls. */
export const onProvider = (provider: Provider) => ({ params: { path: { provider } } });

/**
 * The consent round trip as a browser makes it: connect, the provider's consent (the fakes
 * approve at once), then the callback with the state's cookie the connect answer set (the consent
 * completes only in the browser that started it), which lands on /profile. Answers where it landed.
 */
export async function connectCloud(user: SignedInUser, provider: Provider): Promise<URL> {
  const started = user.api.POST('/integrations/{provider}/connect', onProvider(provider));
  const { authorizationUrl } = await expectData(started);
  const { response } = await started;
  const consent = await fetch(authorizationUrl, { redirect: 'manual' });
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const callback = await fetch(consent.headers.get('location') ?? '', {
    redirect: 'manual',
    headers: { cookie },
  });
  return new URL(callback.headers.get('location') ?? '');
}

/** The provider's row of `GET /integrations` for `user`. */
export async function integrationOf(user: SignedInUser, provider: Provider) {
  const listed = await expectData(user.api.GET('/integrations'));
  return listed.integrations.find((each) => each.provider === provider);
}

export const readCloudImport = (user: SignedInUser, id: string) =>
  expectData(
    user.api.GET('/integration-imports/{import_id}', { params: { path: { import_id: id } } }),
  );

/** The import once it stopped running (done, partial or failed). */
export const finishedCloudImport = (user: SignedInUser, id: string) =>
  pollUntil(
    () => readCloudImport(user, id),
    (each) => each.status !== 'running',
    { what: `import ${id}`, timeoutMs: 90_000 },
  );

/** A Drive folder `Contratos` holding one PDF, `alquiler.pdf`; answers the folder. */
export async function driveFolderWithPdf(google: FakeGoogleServer) {
  const folder = google.addFile({
    name: 'Contratos',
    mimeType: 'application/vnd.google-apps.folder',
  });
  google.addFile({
    name: 'alquiler.pdf',
    mimeType: 'application/pdf',
    parents: [folder.id],
    content: Buffer.from(await blankPdf(1)),
  });
  return folder;
}
