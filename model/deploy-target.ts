// Where the built site is deployed, and whether the build makes its .br/.gz twins for it. nginx
// (gzip_static, brotli_static) and `groomsite serve` send the twins as they are; Cloudflare Pages and
// Netlify compress at their edge and would serve a twin by its name (on Cloudflare Pages
// `/index.html.br` answers 200) while tripling the file count against its 20,000-file limit; a plain
// folder is for a host of unknown ways, to which the twins are only more files.
export const DEPLOY_TARGETS = ['nginx', 'serve', 'cloudflare-pages', 'netlify', 'folder'] as const;
export type DeployTarget = (typeof DEPLOY_TARGETS)[number];

export const isDeployTarget = (value: unknown): value is DeployTarget => (DEPLOY_TARGETS as readonly unknown[]).includes(value);

/** The target of a build that names none: the generated nginx config in front of `serve`, as the README deploys it. */
export const DEFAULT_TARGET: DeployTarget = 'nginx';

export const makesTwins = (target: DeployTarget): boolean => target === 'nginx' || target === 'serve';
