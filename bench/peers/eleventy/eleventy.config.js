// Eleventy's side of `npm run bench:peers` (bench/peers.ts): each post under blog/ becomes
// blog/<slug>/index.html through one layout, and blog.liquid lists them seven to a page, as
// groomsite's blog does. Posts are plain Markdown, so they are not run through Liquid first.
export default function (config) {
  config.addCollection('posts', (api) => api.getFilteredByGlob('blog/*.md').sort((a, b) => b.date - a.date));
}

export const config = {
  templateFormats: ['md', 'liquid'],
  markdownTemplateEngine: false,
  dir: { includes: '_includes' },
};
