import { startLocalS3Server, type LocalS3Server } from '@folio/middleware/testing/local-s3-server';
import type { TestProject } from 'vitest/node';

import { startServers } from './start-servers';
import { S3_ACCESS_KEY_ENV, S3_ENDPOINT_ENV, S3_SECRET_KEY_ENV } from './test-bucket';

declare module 'vitest' {
  export interface ProvidedContext {
    servers: {
      middlewareUrl: string;
      serviceUrl: string;
      webUrl: string;
      dataDir: string;
      /** The run's bucket on the local S3 server (FOLIO_TEST_S3=1), else blobs are in dataDir. */
      blobBucket?: string | undefined;
    };
  }
}

/**
 * One pair of servers per vitest project run, with a fresh data folder. With FOLIO_TEST_S3=1
 * (scripts/test.sh sets it for the PostgreSQL pass) every server of the run keeps its blobs in
 * a bucket of one local S3 server instead, as a scaled-out deployment does; test files that start
 * servers of their own find it through the environment, which their workers inherit.
 */
export default async function setup(project: TestProject) {
  let s3: LocalS3Server | undefined;
  if (process.env['FOLIO_TEST_S3'] === '1') {
    s3 = await startLocalS3Server();
    process.env[S3_ENDPOINT_ENV] = s3.url;
    process.env[S3_ACCESS_KEY_ENV] = s3.accessKeyId;
    process.env[S3_SECRET_KEY_ENV] = s3.secretAccessKey;
  }
  const servers = await startServers();
  project.provide('servers', {
    middlewareUrl: servers.middlewareUrl,
    serviceUrl: servers.serviceUrl,
    webUrl: servers.webUrl,
    dataDir: servers.dataDir,
    blobBucket: servers.state.blobBucket,
  });
  return async () => {
    await servers.stop();
    await s3?.close();
  };
}
