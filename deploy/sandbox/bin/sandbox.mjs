#!/usr/bin/env node
// Starts the provider API sandbox (src/main.ts) through tsx: no build step.
import { register } from 'tsx/esm/api';

register();
await import('../src/main.ts');
