// The blog's Atom feed (/blog/feed.xml): the newest posts, whole, for feed readers. Written by the
// `feed` package, which escapes and dates every element the way Atom wants. Only published posts
// reach the Site a build renders, so drafts and scheduled posts stay out until their day.
import { Feed } from 'feed';
import { fillArticle, renderMarkdown } from '../../model/markdown.ts';
import { articleText } from '../load/article.ts';
import { feedPath } from '../../model/paths.ts';
import type { PostText, Site } from '../../model/types.ts';

export { feedPath };
/** Enough for a reader that checks weekly; a blog of 10,000 posts is not rendered twice. */
const ENTRIES = 20;

/** `articleHtml`: a post's article as HTML; a build takes those it made before from its cache (load/article-cache.ts). */
export function atomFeed(site: Site, articleHtml: (text: PostText) => string = (text) => renderMarkdown(articleText(text))): string {
  const { name, tagline, language, copyrightYear } = site.raw.site;
  const posts = site.posts.filter((p) => p.status === 'published').slice(0, ENTRIES);
  const absolute = (html: string) => html.replace(/(src|href)="\//g, `$1="${site.origin}/`);
  const feed = new Feed({
    id: `${site.origin}/blog`, link: `${site.origin}/blog`, title: `${name} blog`, description: tagline, language,
    // The newest post's day, not the clock: an unchanged blog gives an unchanged feed.
    updated: posts[0] ? new Date(`${posts[0].isoDate}T00:00:00Z`) : new Date(Date.UTC(copyrightYear, 0, 1)),
    feedLinks: { atom: `${site.origin}${feedPath}` }, favicon: `${site.origin}/favicon.svg`,
    copyright: `© ${copyrightYear} ${name}`, author: { name, link: `${site.origin}/` }, generator: 'groomsite',
  });
  for (const post of posts) {
    const date = new Date(`${post.isoDate}T00:00:00Z`);
    feed.addItem({
      id: `${site.origin}${post.path}`, link: `${site.origin}${post.path}`, title: post.title, date, published: date,
      description: post.excerpt, content: absolute(fillArticle(articleHtml(post.text), site.vars, post)),
    });
  }
  return feed.atom1();
}
