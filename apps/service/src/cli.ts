#!/usr/bin/env node
// folio-service: run the utilities host alone.
import { loadServiceConfig } from './config';
import { serveService } from './server';

await serveService(loadServiceConfig());
