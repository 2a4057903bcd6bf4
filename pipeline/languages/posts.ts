// The blog of another language: every post of the default language, in the same order, each
// either in its version from content/<code>/posts/ (at /<code>/blog/<slug>, its own title,
// texts and article; its day written the language's way) or, without one, the English post as it
// is, marked with the language it is written in so the list can say so.
import { pathIn, type Language } from '../../model/languages.ts';
import type { CheckedPost } from '../validate/translated-posts.ts';
import type { Post, Site } from '../../model/types.ts';

export function editionPosts(site: Site, language: Language, translated: readonly CheckedPost[] = [], unpublished = false): { posts: Post[]; topPosts: Post[] } {
  const versions = new Map(translated.filter((t) => unpublished || !t.matter.draft).map((t) => [t.file.slug, t]));
  const dayIn = new Intl.DateTimeFormat(language.hreflang, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const inLanguage = (post: Post): Post => {
    const version = versions.get(post.slug);
    if (!version) return Object.freeze({ ...post, lang: site.language.code });
    const { file, matter } = version;
    return Object.freeze({
      ...post, path: pathIn(language.prefix, post.path), file: file.file, title: matter.title, heading: matter.heading,
      description: matter.description, excerpt: matter.excerpt, imageAlt: matter.imageAlt, text: file.text,
      date: dayIn.format(Date.parse(post.isoDate)), status: matter.draft && post.status === 'published' ? 'draft' : post.status,
    });
  };
  const posts = site.posts.map(inLanguage);
  const bySlug = new Map(posts.map((p) => [p.slug, p]));
  return { posts, topPosts: site.topPosts.map((p) => bySlug.get(p.slug)!) };
}
