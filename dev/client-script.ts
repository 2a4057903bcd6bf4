// The dev page script (dev/client/), bundled for the browser once per `groomsite dev` run.
import { join } from 'node:path';
import { packageRoot } from '../pipeline/project.ts';

let script: Promise<string> | undefined;

export function devClientScript(): Promise<string> {
  script ??= import('esbuild').then(async ({ build }) => {
    const result = await build({
      entryPoints: [join(packageRoot, 'dev', 'client', 'client.ts')],
      bundle: true, format: 'iife', target: 'es2020', write: false, logLevel: 'silent',
    });
    return result.outputFiles[0].text;
  });
  return script;
}
