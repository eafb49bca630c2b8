// How vitest splits the suites into its two projects (vite.config.ts, docs/decisions/0052).

/** Where the unit, property and model-based suites live (the browser suites are Playwright's, tests/e2e). */
export const TEST_ROOTS = ['src', 'server', 'build', 'bench', 'tests/server', 'tests/mbt'];

/**
 * `node`: the suites that run without a document share one process's modules, so zod, XState, Fastify, PGlite and
 * the charts are imported once rather than once a file. `dom`: the suites that need a document (`*.test.tsx`, each
 * declaring `@vitest-environment jsdom`) keep a fresh document and fresh modules a file, as react-aria's announcer
 * and focus state would otherwise leak from one file into the next.
 */
export const TEST_PROJECTS = {
  node: { include: TEST_ROOTS.map((root) => `${root}/**/*.test.ts`), isolate: false },
  dom: { include: TEST_ROOTS.map((root) => `${root}/**/*.test.tsx`), isolate: true },
} as const;

/** The project a test file belongs in, by what it declares: a suite that asks for jsdom needs its own document. */
export const projectFor = (source: string): keyof typeof TEST_PROJECTS =>
  /^\s*\/\/\s*@vitest-environment\s+jsdom\b/m.test(source) ? 'dom' : 'node';
