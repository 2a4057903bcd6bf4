// An editor who publishes every week: a post dated today goes out (page, blog list, sitemap,
// feed); one dated tomorrow waits for its day; a draft waits until its draft line goes. `dev`
// shows both, marked. The build's "today" is injected, so the test does not depend on the clock.
import { describe, expect, it } from 'vitest';
import { cpSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from '../../pipeline/build.ts';
import { dev } from '../../dev/dev.ts';
import { copyFixture, edit, filesIn, fixturesDir } from '../helpers/fixture.ts';

/** The tiny site with the three posts of tests/fixtures/publishing added. */
function publishingSite(): string {
  const root = copyFixture('tiny');
  cpSync(join(fixturesDir, 'publishing'), root, { recursive: true });
  return root;
}

const entries = (feed: string) => [...feed.matchAll(/<entry>[\s\S]*?<link href="([^"]+)"/g)].map((m) => new URL(m[1]).pathname);

describe('publishing by date', () => {
  it('publishes a post dated today and keeps one dated tomorrow and a draft out of the pages, sitemap and feed', async () => {
    const root = publishingSite();
    const out = join(root, 'dist');
    await build({ root, outDir: out, workers: 0, today: '2026-03-10' });
    const read = (file: string) => readFileSync(join(out, file), 'utf8');

    expect(existsSync(join(out, 'blog/published-today.html'))).toBe(true);
    expect(read('blog/published-today.html')).toContain('<time dateTime="2026-03-10">March 10, 2026</time>');
    expect(existsSync(join(out, 'blog/scheduled-tomorrow.html'))).toBe(false);
    expect(existsSync(join(out, 'blog/unfinished-draft.html'))).toBe(false);
    expect(existsSync(join(out, 'images/blog/scheduled-tomorrow.svg'))).toBe(false);

    const blog = read('blog.html');
    expect(blog).toContain('href="/blog/published-today"');
    expect(blog).not.toContain('scheduled-tomorrow');
    expect(blog).not.toContain('unfinished-draft');

    const sitemap = read('sitemap.xml');
    expect(sitemap).toContain('/blog/published-today</loc><lastmod>2026-03-10</lastmod>');
    expect(sitemap).not.toMatch(/scheduled-tomorrow|unfinished-draft/);

    const feed = read('blog/feed.xml');
    expect(feed).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\s*<feed xmlns="http:\/\/www.w3.org\/2005\/Atom">/);
    // Newest first: today's post, then the fixture's own articles.
    expect(entries(feed)).toEqual(['/blog/published-today', '/blog/second-post', '/blog/first-post']);
    expect(feed).toContain('<updated>2026-03-10T00:00:00.000Z</updated>');
    // The article itself, lists kept as lists.
    expect(feed).toContain('<li>a soft brush</li>');

    // Every page names the feed in its head.
    const pages = [...filesIn(out).keys()].filter((f) => f.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(10);
    for (const page of pages) {
      expect(read(page.slice(1)), page).toContain('<link rel="alternate" type="application/atom+xml" title="');
    }
  });

  it('publishes the scheduled post on its day, without any change to the files', async () => {
    const root = publishingSite();
    const out = join(root, 'dist');
    await build({ root, outDir: out, workers: 0, today: '2026-03-11' });
    expect(existsSync(join(out, 'blog/scheduled-tomorrow.html'))).toBe(true);
    expect(entries(readFileSync(join(out, 'blog/feed.xml'), 'utf8'))[0]).toBe('/blog/scheduled-tomorrow');
    expect(existsSync(join(out, 'blog/unfinished-draft.html'))).toBe(false);
  });

  it('shows drafts and scheduled posts in dev, marked, and keeps them out of its feed', async () => {
    const root = publishingSite();
    // Dev publishes for the real day; March 2026 is past, so the scheduled post moves far ahead.
    edit(join(root, 'content/posts/scheduled-tomorrow.md'), 'date: 2026-03-11', 'date: 2099-01-01');
    const server = await dev({ root, port: 0, log: () => {} });
    try {
      const draft = await fetch(`${server.url}/blog/unfinished-draft`);
      expect(draft.status).toBe(200);
      expect(await draft.text()).toContain('Draft: not published');
      const scheduled = await fetch(`${server.url}/blog/scheduled-tomorrow`);
      expect(await scheduled.text()).toContain('Scheduled: published on January 1, 2099');
      const published = await fetch(`${server.url}/blog/published-today`);
      expect(await published.text()).not.toContain('post-meta__status');
      // The link preview a page names is drawn when asked for.
      const preview = await fetch(`${server.url}/images/share/blog/published-today.jpg`);
      expect([preview.status, preview.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
      expect((await preview.arrayBuffer()).byteLength).toBeGreaterThan(10_000);
      const feed = await (await fetch(`${server.url}/blog/feed.xml`)).text();
      expect(feed).not.toContain('unfinished-draft');
    } finally {
      await server.close();
    }
  });

  it('accepts any real date and refuses one that is not', async () => {
    const { loadProject } = await import('../../pipeline/load/load.ts');
    const { validateProject } = await import('../../pipeline/validate/validate.ts');
    const root = publishingSite();
    edit(join(root, 'content/posts/scheduled-tomorrow.md'), 'date: 2026-03-11', 'date: 2031-02-29');
    const result = await validateProject(await loadProject(root));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems.map((p) => `${p.line} ${p.message}`)).toEqual(['5 "2031-02-29" is not a real date']);
  });
});
