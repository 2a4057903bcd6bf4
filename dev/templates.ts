// The templates dev renders with, loaded afresh after an edit so it shows without a restart.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';
import { packageRoot } from '../pipeline/project.ts';

type RenderModule = typeof import('../pipeline/render/render.tsx');
/** The render module, with the drawn files (artFiles) it re-exports: what dev reloads after an edit. */
export interface Templates { render: RenderModule }
export type Renderer = ReturnType<RenderModule['createRenderer']>;

const packageUrl = pathToFileURL(join(packageRoot, 'package.json')).href;
const sourceUrl = (file: string): string => pathToFileURL(join(packageRoot, file)).href;

/** Templates loaded in their own tsx namespace, so an edit is picked up without a restart. */
export async function loadTemplates(generation: number): Promise<Templates> {
  if (generation === 0) return { render: await import('../pipeline/render/render.tsx') };
  const scope = register({ namespace: `groomsite-dev-${generation}` });
  return {
    render: await scope.import(sourceUrl('pipeline/render/render.tsx'), packageUrl) as RenderModule,
  };
}
