// The API's module borders (docs/ARCHITECTURE.md#module-borders), checked by
// `npm run lint` on the code that runs (tests and testing/ may reach further):
// - a module imports another module only through its public entry, `modules/<name>/index.ts`,
//   and so does the app's wiring (app.ts, job-handlers.ts, bootstrap.ts: the files beside modules/);
// - no import cycle between modules (counted per folder: one module's files against another's);
// - platform/ is below the modules and never imports one.
// apps/api/src/module-borders.test.ts runs this file on a small tree that breaks each rule.
const modules = '^apps/api/src/modules';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'api-module-internals',
      comment:
        'Import another API module through its public entry (modules/<name>/index.ts); export what you need from there.',
      severity: 'error',
      from: { path: `${modules}/([^/]+)/` },
      to: {
        path: `${modules}/[^/]+/`,
        pathNot: [`${modules}/$1/`, `${modules}/[^/]+/index\\.ts$`],
      },
    },
    {
      name: 'api-wiring-through-entries',
      comment:
        "The app's wiring takes a module's routes, authenticators and jobs from its public entry (modules/<name>/index.ts).",
      severity: 'error',
      from: { path: '^apps/api/src/[^/]+\\.ts$' },
      to: { path: `${modules}/[^/]+/`, pathNot: `${modules}/[^/]+/index\\.ts$` },
    },
    {
      name: 'api-module-cycle',
      comment:
        'API modules never import each other in a circle: move what both need to platform/ or to the lower module.',
      severity: 'error',
      scope: 'folder',
      from: { path: `${modules}/` },
      to: { path: `${modules}/`, circular: true },
    },
    {
      name: 'api-platform-below-modules',
      comment: 'platform/ holds what every module shares; it never imports a module.',
      severity: 'error',
      from: { path: '^apps/api/src/platform/' },
      to: { path: `${modules}/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['\\.test\\.ts$', '^apps/api/src/testing/'] },
    includeOnly: '^apps/api/src/',
    tsPreCompilationDeps: true,
  },
};
