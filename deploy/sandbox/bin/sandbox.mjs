#!/usr/bin/env node
// @ts-check
// Starts the provider API sandbox (src/main.ts) through tsx: no build step. Both of tsx's hooks:
// the ESM one for the sandbox itself, the CommonJS one for workspace packages without
// "type": "module" (@storefront/domain), whose .ts files Node would otherwise require() bare.
import { register as registerCommonJs } from 'tsx/cjs/api';
import { register } from 'tsx/esm/api';

registerCommonJs();
register();
await import('../src/main.ts');
