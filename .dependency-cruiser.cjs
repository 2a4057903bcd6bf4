// Which folder may import which (DESIGN.md "Layout"; README.md "Architecture" names the same
// folders). `npm test` runs dependency-cruiser with these rules before any test: a wrong-way
// import or a cycle fails it, naming the file and the import.
//
// Read `may` as the architecture: each source folder with the project folders it may import
// (besides itself; npm packages and Node's own modules are not restricted here).

/** @type {Record<string, string[]>} */
const may = {
  cli: ['server', 'dev', 'desk', 'editor', 'leads', 'pipeline', 'templates', 'islands', 'hosting', 'http', 'store', 'model'],
  dev: ['server', 'pipeline', 'model'],
  server: ['desk', 'leads', 'hosting', 'http', 'store', 'model'],
  desk: ['leads', 'http', 'store', 'model'],
  // The owner's editor: site.yaml changed in place, built by the pipeline, recorded in the store;
  // it serves the desk's port (desk/site-editor-routes.ts), which never imports it.
  editor: ['desk', 'pipeline', 'store', 'model'],
  leads: ['http', 'store', 'model'],
  pipeline: ['templates', 'islands', 'hosting', 'model'],
  templates: ['islands', 'model'],
  islands: ['model'],
  hosting: ['model'],
  // The HTTP kit: errors and answers, bodies, CORS, client address, rate limits and throttles,
  // cookies, connection caps. It reads store/ for the counters PostgreSQL deployments share.
  http: ['store', 'model'],
  // Storage only: the SQL port, both adapters, both dialects' migrations.
  store: ['model'],
  model: [],
};
// Single files a folder may import beyond its list, each with its reason.
const alsoMay = {
  // desk/ bundles its app from the package's files; pipeline/project.ts is the one module that
  // knows where they are (the command's bundle gives only it a true import.meta.url).
  desk: ['pipeline/project.ts'],
};
const folders = Object.keys(may);
const escape = (path) => path.replace(/[.]/g, '\\.');
// Folders of the repository that the product never imports.
const outside = ['tests', 'bench', 'scripts', 'bin'];

const folderRules = folders.map((from) => {
  const forbidden = [...folders, ...outside].filter((to) => to !== from && !may[from].includes(to));
  return {
    name: `${from}-imports-only-${may[from].join('-') || 'itself'}`,
    comment: `${from}/ may import ${may[from].length ? may[from].map((f) => `${f}/`).join(', ') : 'nothing of the project'} (and itself)`,
    severity: 'error',
    from: { path: `^${from}/` },
    to: { path: `^(${forbidden.join('|')})/`, ...(alsoMay[from] ? { pathNot: `^(${alsoMay[from].map(escape).join('|')})$` } : {}) },
  };
});

module.exports = {
  forbidden: [
    ...folderRules,
    {
      name: 'browser-code-imports-no-server-code',
      comment: 'the browser half of the islands and the desk app may import only browser-safe code: islands components, model/, and for the desk app desk/wire/ (the API\'s answers)',
      severity: 'error',
      from: { path: '^(islands/client|desk/app)/' },
      // Each branch ends in its own '/': desk/ but for app/ and wire/ is a lookahead, and a '/' after the group would ask for 'desk//'.
      to: { path: '^(islands/server/|desk/(?!app/|wire/)|(leads|server|pipeline|hosting|templates|http|store)/)' },
    },
    {
      name: 'desk-wire-is-plain-types',
      comment: 'desk/wire/ is what the desk API answers, imported by its server and its browser app alike: it imports only model/ and itself (no Node module, no other desk code)',
      severity: 'error',
      from: { path: '^desk/wire/' },
      to: { pathNot: '^(model|desk/wire)/' },
    },
    {
      name: 'island-components-know-neither-side',
      comment: 'an island component is rendered by the server and hydrated by the browser: it imports neither side\'s wrapper',
      severity: 'error',
      from: { path: '^islands/', pathNot: '^islands/(server|client)/' },
      to: { path: '^islands/(server|client)/' },
    },
    {
      name: 'nothing-outside-tests-imports-tests',
      comment: 'tests/ may import any folder, but no file outside it imports a test file: what bench/ and scripts/ share with the tests lives in scripts/lib/ (the product folders\' own rules forbid tests/ already)',
      severity: 'error',
      from: { pathNot: `^(tests|${folders.join('|')})/` },
      to: { path: '^tests/' },
    },
    {
      name: 'no-cycles',
      comment: 'a cycle makes two modules one: put what both need in a third, or point the import one way',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Declarations (.d.ts) describe a .js beside them, which is read instead.
    exclude: { path: '(^|/)node_modules/|^dist/|^tests/fixtures/|\\.d\\.ts$' },
    // TypeScript 7 has no compiler API for dependency-cruiser: babel reads the sources (see that file).
    babelConfig: { fileName: '.dependency-cruiser-babel.cjs' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.cjs', '.mjs', '.json'] },
  },
};
