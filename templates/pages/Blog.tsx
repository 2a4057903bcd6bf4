// The blog list (7 cards a page, numbered pages with previous/next) and the article page.
import type { Post } from '../../cli/types.ts';
import { blogPagePath } from '../../cli/plan.ts';
import { useSite } from '../context.tsx';
import { Layout } from '../chrome/Layout.tsx';

export function BlogListPage({ heading, pageNumber, pageCount, posts }: { heading: string; pageNumber: number; pageCount: number; posts: readonly Post[] }) {
  const site = useSite();
  return (
    <Layout>
      <div className="page-head"><div className="container"><h1>{heading}</h1>
        {pageCount > 1 ? <p className="lead">Page {pageNumber} of {pageCount}</p> : null}</div></div>
      <div className="container">
        <ul className="post-list">
          {posts.map((p) => (
            <li key={p.slug} className="post-card">
              <img src={p.image} alt={p.imageAlt} width={800} height={450} loading="lazy" />
              <h2><a href={p.path}>{p.title}</a></h2>
              <p className="post-card__meta"><span>{site.raw.blog.authorLabel}</span> · <time dateTime={p.isoDate}>{p.date}</time></p>
              {p.heading ? <p className="post-card__heading">{p.heading}</p> : null}
              <p>{p.excerpt}</p>
              <a href={p.path} aria-label={`Read More: ${p.title}`}>Read More</a>
            </li>
          ))}
        </ul>
        <Pagination pageNumber={pageNumber} pageCount={pageCount} />
      </div>
    </Layout>
  );
}

function Pagination({ pageNumber, pageCount }: { pageNumber: number; pageCount: number }) {
  if (pageCount < 2) return null;
  const link = (n: number, label: string, rel?: string) => (n < 1 || n > pageCount
    ? <span className="pagination__disabled" aria-disabled="true">{label}</span>
    : <a href={blogPagePath(n)} rel={rel}>{label}</a>);
  return (
    <nav className="pagination" aria-label="Blog pages">
      {link(pageNumber - 1, 'Previous', 'prev')}
      <ol>
        {Array.from({ length: pageCount }, (_, i) => i + 1).map((n) => (
          <li key={n}>{n === pageNumber ? <a href={blogPagePath(n)} aria-current="page">{n}</a> : <a href={blogPagePath(n)}>{n}</a>}</li>
        ))}
      </ol>
      {link(pageNumber + 1, 'Next', 'next')}
    </nav>
  );
}

export function PostPage({ post }: { post: Post }) {
  const site = useSite();
  const top = site.raw.blog.topPosts.map((slug) => site.posts.find((p) => p.slug === slug)!).filter(Boolean);
  return (
    <Layout>
      <div className="container article-layout">
        <article className="article">
          <nav aria-label="Breadcrumb" className="breadcrumb">
            <ol><li><a href="/">Home</a></li><li><a href="/blog">Blog</a></li><li aria-current="page">{post.title}</li></ol>
          </nav>
          <h1>{post.title}</h1>
          <p className="post-card__meta"><span>{site.raw.blog.authorLabel}</span> · <time dateTime={post.isoDate}>{post.date}</time></p>
          <img className="article__hero" src={post.image} alt={post.imageAlt} width={800} height={450} fetchPriority="high" />
          <div className="prose" dangerouslySetInnerHTML={{ __html: post.html }} />
          <p><a href="/blog">← Go back to blog</a></p>
        </article>
        <aside className="sidebar" aria-labelledby="top-blog">
          <h2 id="top-blog">Top Blog</h2>
          <ul>{top.map((p) => <li key={p.slug}><a href={p.path}>{p.title}</a></li>)}</ul>
        </aside>
      </div>
    </Layout>
  );
}
