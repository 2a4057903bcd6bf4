// The runtime and style bundles are reused from the cache until a source they could come from
// changes (pipeline/outputs/assets.ts): an edit must always reach the next build.
import { describe, expect, it } from 'vitest';
import { appendFileSync, cpSync, mkdtempSync, symlinkSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildAssets } from '../../pipeline/outputs/assets.ts';
import { projectRoot } from '../helpers/site.ts';

describe('cached bundles', () => {
  it('are reused while nothing changes and made again after an edit', async () => {
    const root = mkdtempSync(join(tmpdir(), 'gs-assets-'));
    for (const dir of ['islands', 'model', 'templates', 'leads']) cpSync(join(projectRoot, dir), join(root, dir), { recursive: true });
    cpSync(join(projectRoot, 'package-lock.json'), join(root, 'package-lock.json'));
    symlinkSync(join(projectRoot, 'node_modules'), join(root, 'node_modules'));

    const first = await buildAssets(root);
    const again = await buildAssets(root);
    expect(again.assets).toEqual(first.assets);
    expect(again.files.map((f) => Buffer.from(f.content).toString())).toEqual(first.files.map((f) => Buffer.from(f.content).toString()));

    const css = join(root, 'templates', 'styles', '00-base.css');
    appendFileSync(css, '\n.assets-cache-test { color: rebeccapurple }\n');
    utimesSync(css, new Date(), new Date(Date.now() + 5000));
    const edited = await buildAssets(root);
    expect(edited.assets.css).not.toBe(first.assets.css);
    const sheet = edited.files.find((f) => `/${f.file}` === edited.assets.css)!;
    expect(Buffer.from(sheet.content).toString()).toContain('.assets-cache-test{color:#639}');
  });
});
