// What dev watches, and which change each folder makes.
import { existsSync, watch, type FSWatcher } from 'node:fs';
import { join, sep } from 'node:path';
import { packageRoot } from '../pipeline/project.ts';
import type { Change } from './dev-site.ts';

export function watchSources(root: string, changed: (what: Change) => void): FSWatcher[] {
  return [
    watch(root, (_e, name) => { if (name === 'site.yaml') changed('site'); }),
    ...['content'].filter((d) => existsSync(join(root, d))).map((d) => watch(join(root, d), { recursive: true }, () => changed('site'))),
    ...['templates', 'model'].map((d) => watch(join(packageRoot, d), { recursive: true }, (_e, name) => changed(String(name).endsWith('.css') ? 'assets' : 'templates'))),
    // An island is rendered by the templates and bundled for the browser: both are remade; the
    // browser entry (islands/client/) is only bundled.
    watch(join(packageRoot, 'islands'), { recursive: true }, (_e, name) => {
      if (!String(name).startsWith(`client${sep}`)) changed('templates');
      changed('assets');
    }),
  ];
}
