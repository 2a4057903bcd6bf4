// Pictures that tell the truth: each post's drawing is described, in its alt text, as the drawing
// it is (the drawing says in words what it drew; the editor's imageAlt must match it).
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../pipeline/build.ts';
import type { Site } from '../../model/types.ts';
import { drawingDescription } from '../../templates/art/illustration.ts';
import { buildRealSite, pageHtml, projectRoot } from '../helpers/site.ts';
import { decode } from './html.ts';

let site: Site;
beforeAll(async () => { site = await loadSite(projectRoot); await buildRealSite(); });

describe('post pictures', () => {
  it('each imageAlt says it is a drawing and what it shows (copy the expected text if this fails)', () => {
    const wrong = site.posts.filter((p) => p.imageAlt !== drawingDescription(p.slug, p.pet))
      .map((p) => `${p.file}: imageAlt: ${JSON.stringify(drawingDescription(p.slug, p.pet))}`);
    expect(wrong).toEqual([]);
  });

  it('the article shows that alt text on its picture', async () => {
    const post = site.posts[0];
    const html = await pageHtml(post.path);
    const alt = decode(/<img class="article__hero" src="[^"]*" alt="([^"]*)"/.exec(html)![1]);
    expect(alt).toBe(drawingDescription(post.slug, post.pet));
    expect(alt).toMatch(/^Drawing of /);
  });
});
