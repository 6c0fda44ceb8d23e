/**
 * @folio/sdk/node: the helpers a Node script needs around the client, which browsers cannot run
 * (they read and write the local disk): a file by its path, a folder as a ZIP for the extractor,
 * a download written to disk. `@folio/sdk` itself imports nothing of Node.
 */
export { fileFromPath, saveDownload, zipFolder } from './node/local-files';
