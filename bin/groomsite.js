#!/usr/bin/env node
// Entry point of the `groomsite` command: runs the TypeScript CLI from its bundle (cli-bundle.js).
import { cliBundle } from './cli-bundle.js';

// React's development build renders several times slower and only adds warnings for developers
// of components; the command renders for visitors.
process.env.NODE_ENV ??= 'production';
let entry;
try {
  entry = await cliBundle('main');
} catch {
  // No writable cache (a read-only install): run the sources through tsx instead, only slower to start.
  const { register } = await import('tsx/esm/api');
  register();
  entry = '../cli/main.ts';
}
await import(entry);
