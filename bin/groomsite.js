#!/usr/bin/env node
// Entry point of the `groomsite` command: runs the TypeScript CLI through tsx.
import { register } from 'tsx/esm/api';

// React's development build renders several times slower and only adds warnings for developers
// of components; the command renders for visitors.
process.env.NODE_ENV ??= 'production';
register();
await import('../cli/main.ts');
