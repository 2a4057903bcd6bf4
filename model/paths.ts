// The site's URL shapes, shared by the route plan and the templates that link to them.
export const cityPath = (slug: string): string => `/pet-grooming-at-home/${slug}`;
export const postPath = (slug: string): string => `/blog/${slug}`;
export const postImage = (slug: string): string => `/images/blog/${slug}.svg`;
/** Page 1 of the blog is /blog itself. */
export const blogPagePath = (n: number): string => (n === 1 ? '/blog' : `/blog/page/${n}`);
