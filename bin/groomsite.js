#!/usr/bin/env node
// Entry point of the `groomsite` command: runs the TypeScript CLI from its bundle (cli-bundle.js).
import { cliBundle } from './cli-bundle.js';

// React's development build renders several times slower and only adds warnings for developers
// of components; the command renders for visitors.
process.env.NODE_ENV ??= 'production';
// The code cache is kept per command (cli-bundle.js): each runs other functions.
const command = process.argv.slice(2).find((arg) => /^[a-z]+$/.test(arg)) ?? 'none';
let bundle;
try {
  bundle = await cliBundle('main', command);
} catch {
  // No writable cache (a read-only install), or a Node too old for the bundle: run the sources
  // through tsx instead, only slower to start.
  const { register } = await import('tsx/esm/api');
  register();
}
if (bundle) bundle.run();
else await import('../cli/main.ts');
