// The blog list (7 cards a page as static pages /blog, /blog/page/2, ... with previous/next and
// numbered buttons; the ends are disabled) and the article page (breadcrumb, hero image, ADMIN and
// the display date, the article, the link back to /blog and the Top Blog sidebar).
import type { Post } from '../../model/types.ts';
import { blogPagePath } from '../../model/paths.ts';
import { articleHtml, fillArticle } from '../../model/markdown.ts';
import { useAssets, useRoute, useSite, useT } from '../context.tsx';
import { Layout } from '../chrome/Layout.tsx';
import { Reused } from '../reuse.tsx';
import { businessTelHref } from '../../model/format.ts';

function PostMeta({ post }: { post: Post }) {
  const site = useSite();
  const t = useT();
  return (
    <p className="post-meta">
      <span className="post-meta__author">{post.lang ? <>By {site.raw.blog.authorLabel}</> : t.nodes('By {author}', { author: site.raw.blog.authorLabel })}</span>
      <time dateTime={post.isoDate}>{post.date}</time>
      {/* Only `groomsite dev` renders unpublished posts; a build leaves them out. */}
      {post.status === 'published' ? null : <strong className="post-meta__status">{post.status === 'draft' ? 'Draft: not published' : `Scheduled: published on ${post.date}`}</strong>}
    </p>
  );
}

/**
 * A post in the page's language, or (`post.lang`) an English post in another language's blog: that
 * card stays in English, marked so for screen readers and said so in the page's language.
 */
function PostCard({ post, eager }: { post: Post; eager: boolean }) {
  const t = useT();
  const site = useSite();
  const more = post.lang
    ? <>Read More<span className="visually-hidden"> about {post.title}</span></>
    : <>{t('Read More')}<span className="visually-hidden">{t.nodes(' about {title}', { title: post.title })}</span></>;
  return (
    <li className="post-card" lang={post.lang}>
      <a className="post-card__image" href={post.path} tabIndex={-1} aria-hidden="true">
        <img src={post.image} alt="" width={800} height={450} loading={eager ? 'eager' : 'lazy'} decoding="async" />
      </a>
      <div className="post-card__body">
        {post.lang ? <p className="post-card__lang" lang={site.language.code}>{t('In English')}</p> : null}
        <h2 className="post-card__title"><a href={post.path}>{post.title}</a></h2>
        <PostMeta post={post} />
        {post.heading ? <p className="post-card__heading">{post.heading}</p> : null}
        <p className="post-card__teaser">{post.excerpt}</p>
        {/* The visible words stay "Read More"; the hidden rest makes the link make sense on its own (screen readers, search engines). */}
        <a className="post-card__more" href={post.path}>{more}</a>
      </div>
    </li>
  );
}

export function BlogListPage({ heading, pageNumber, pageCount, posts }: { heading: string; pageNumber: number; pageCount: number; posts: readonly Post[] }) {
  const t = useT();
  // In another language the page says that an article is in English unless its version is written; each English card says so too.
  const other = useSite().language.stringsFile !== '';
  return (
    <Layout>
      <div className="page-head">
        <div className="container">
          <h1>{heading}</h1>
          <p className="lead">{useRoute().description}
            {pageCount > 1 ? <> <span className="page-head__page">{t.nodes('Page {n} of {count}', { n: pageNumber, count: pageCount })}</span></> : null}</p>
          {other ? <p>{t('Our articles are in English unless we have written them in this language too: those are listed in it, and each English one is marked "In English".')}</p> : null}
        </div>
      </div>
      <div className="container section">
        <ul className="post-list">{posts.map((p, i) => <PostCard key={p.slug} post={p} eager={i < 2} />)}</ul>
        <Pagination pageNumber={pageNumber} pageCount={pageCount} />
      </div>
    </Layout>
  );
}

/**
 * The numbered buttons: the first and last page and two either side of the current one, with a
 * gap (null) where pages are left out. A blog of a thousand pages gets a dozen buttons, not a
 * thousand on every page.
 */
export function pageWindow(current: number, count: number, spread = 2): (number | null)[] {
  // Only the shown pages are visited: looping over every page made a blog of 1,433 pages cost
  // two million steps to build, for a dozen buttons on each of its pages.
  const out: (number | null)[] = [];
  const show = (n: number) => {
    const last = out[out.length - 1];
    if (typeof last === 'number' && n <= last) return;
    if (typeof last === 'number' && n > last + 1) out.push(null);
    out.push(n);
  };
  if (count >= 1) show(1);
  for (let n = Math.max(1, current - spread); n <= Math.min(count, current + spread); n++) show(n);
  if (count >= 1) show(count);
  return out;
}

function Pagination({ pageNumber, pageCount }: { pageNumber: number; pageCount: number }) {
  const t = useT();
  if (pageCount < 2) return null;
  // A disabled end is a span, not a link: nothing to follow, and assistive tech says so.
  const end = (n: number, label: string, rel: 'prev' | 'next') => (n < 1 || n > pageCount
    ? <span className="pagination__step" aria-disabled="true" data-disabled="">{label}</span>
    : <a className="pagination__step" href={blogPagePath(n)} rel={rel}>{label}</a>);
  return (
    <nav className="pagination" aria-label={t('Blog pages')}>
      {end(pageNumber - 1, t('Previous'), 'prev')}
      <ol className="pagination__pages">
        {pageWindow(pageNumber, pageCount).map((n, i) => (n === null
          ? <li key={`gap${i}`} aria-hidden="true" className="pagination__gap">…</li>
          : (
            <li key={n}>
              <a href={blogPagePath(n)} aria-current={n === pageNumber ? 'page' : undefined} aria-label={t('Page {n}', { n })}>{n}</a>
            </li>
          )))}
      </ol>
      {end(pageNumber + 1, t('Next'), 'next')}
    </nav>
  );
}

export function PostPage({ post }: { post: Post }) {
  const site = useSite();
  const t = useT();
  const { images } = useAssets();
  return (
    <Layout>
      <div className="container article-layout">
        <article className="article">
          <nav aria-label={t('Breadcrumb')} className="breadcrumb">
            <ol><li><a href="/">{t('Home')}</a></li><li><a href="/blog">{t('Blog')}</a></li><li><span aria-current="page">{post.title}</span></li></ol>
          </nav>
          <h1 className="article__title">{post.title}</h1>
          <PostMeta post={post} />
          <img className="article__hero" src={post.image} alt={post.imageAlt} width={800} height={450} fetchPriority="high" />
          {post.heading ? <p className="article__standfirst">{post.heading}</p> : null}
          <div className="prose article__body" dangerouslySetInnerHTML={{ __html: fillArticle(articleHtml(post, images), site.vars, post) }} />
          <p className="article__back"><a href="/blog">{t('← Go back to blog')}</a></p>
        </article>
        {/* The same beside every post (of one language): rendered once and pasted (templates/reuse.tsx). */}
        <Reused partKey="post-sidebar"><PostSidebar /></Reused>
      </div>
    </Layout>
  );
}

function PostSidebar() {
  const site = useSite();
  const t = useT();
  return (
    <aside className="sidebar" aria-label={t('More from the blog')}>
      <section className="sidebar__box top-blog" aria-labelledby="top-blog">
        <h2 id="top-blog">{t('Top Blog')}</h2>
        <ul>{site.topPosts.map((p) => (
          <li key={p.slug} lang={p.lang}><a href={p.path}>{p.title}</a><time dateTime={p.isoDate}>{p.date}</time></li>
        ))}</ul>
      </section>
      <section className="sidebar__box sidebar__cta" aria-labelledby="sidebar-book">
        <h2 id="sidebar-book">{t('Grooming at your door')}</h2>
        <p>{t.nodes('Trained groomers visit your home across Delhi NCR, from {price}.', { price: `₹${site.fromPrice}` })}</p>
        <a className="button button--accent" href={businessTelHref(site)}>{t('Book by Call')}</a>
      </section>
    </aside>
  );
}
