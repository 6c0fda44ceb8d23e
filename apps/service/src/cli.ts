#!/usr/bin/env -S node --max-semi-space-size=2 --external-memory-accounted-in-global-limit
// folio-service: run the utilities host alone. A small young generation (2 MB semi-spaces instead
// of V8's 16+) keeps the garbage of splitting and merging (hundreds of short-lived PDF documents)
// from swelling the heap: measured 100 MB less at the peak of a 500-page split, and faster
// (issue #4: the service under 600 MB with both pools warm). External memory counted in the global
// limit: see scripts/start.sh (the same flags, scripts/server-node-flags).
import { loadServiceConfig } from './config';
import { serveService } from './server';

await serveService(loadServiceConfig());
