// The middleware alone, as `folio-server serve` runs it, for the files bench: started as a child
// process so the bench can read its memory from /proc/<pid>/status. Settings come from the
// environment the bench passes.
import { loadMiddlewareConfig, serveMiddleware } from '@folio/middleware';

await serveMiddleware(loadMiddlewareConfig());
