import { resolve } from 'node:path';
import type { Plugin } from 'vite';

// The start page's app in one chunk, read from the module graph (docs/decisions/0036). src/main.tsx runs the app
// (src/startApp.tsx) through `import()`, at once or on the first touch (docs/decisions/0007). Later chunks (the
// results, the post-quote screens, the later fields) import many of the app's modules too, and the bundler, not
// knowing they only ever load after the app, splits each module they share into a chunk of its own: the start page
// then loads the same code in several files, each gzipped apart (docs/decisions/0023). This plugin names every module
// the app imports statically, packages included, except those the entry holds already, and vite.config.ts puts them
// in one code-splitting group.
//
// The module graph is read before tree-shaking: a barrel (an index.ts re-exporting a folder) would name every module
// it re-exports, and the group would then take the later chunks' modules (react-aria, the rate-call contract) into the
// start page. So the app's modules import the module they use, never a folder's index.ts: the plugin fails the build
// when the app reaches one.

interface Graph {
  importedIds: (id: string) => readonly string[];
}

/** Every module `from` imports statically, itself included, and for each the module that first led to it. */
export function staticClosure(graph: Graph, from: string): Map<string, string | null> {
  const via = new Map<string, string | null>([[from, null]]);
  const stack = [from];
  while (stack.length) {
    const id = stack.pop()!;
    for (const dep of graph.importedIds(id)) {
      if (via.has(dep)) continue;
      via.set(dep, id);
      stack.push(dep);
    }
  }
  return via;
}

/** Every module the entries import statically: what the page holds before the app runs. */
export const entryModules = (graph: Graph, entries: readonly string[]): Set<string> =>
  new Set(entries.flatMap((e) => [...staticClosure(graph, e).keys()]));

/** The app's modules that the entry does not already hold: what the start page loads once the app runs. */
export function startPageModules(
  graph: Graph,
  app: string,
  entries: readonly string[],
  entryHeld = entryModules(graph, entries),
): Set<string> {
  return new Set([...staticClosure(graph, app).keys()].filter((id) => id !== app && !entryHeld.has(id)));
}

/** A module that only re-exports other modules (a folder's index.ts): its transformed code is nothing else. */
export function isBarrel(code: string | null | undefined): boolean {
  if (!code) return false;
  const statements = code
    .replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '')
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean);
  return statements.length > 0 && statements.every((s) => /^export\s+(\*|\{[^}]*\})\s+from\s+['"][^'"]+['"]$/.test(s));
}

/** The app's own modules that are barrels, each with the module that imports it. */
export function barrelsReached(
  graph: Graph & { code: (id: string) => string | null | undefined },
  app: string,
): string[] {
  return [...staticClosure(graph, app)]
    .filter(([id]) => !id.includes('node_modules') && isBarrel(graph.code(id)))
    .map(([id, by]) => `${by} imports ${id}`);
}

/**
 * `plugin` records the module graph once the build has read it; `test` is the code-splitting group's test, which the
 * bundler calls after that. `app` is the app module's path from the project root.
 */
export function startPageChunk(app = 'src/startApp.tsx') {
  let modules: Set<string> | null = null;
  let entryHeld = new Set<string>();
  let appId = '';
  const plugin: Plugin = {
    name: 'quoteflow:start-page-chunk',
    apply: 'build',
    configResolved(config) {
      appId = resolve(config.root, app);
    },
    buildEnd() {
      const ids = [...this.getModuleIds()];
      // Storybook builds with this config too, without the app module: then no group.
      if (!ids.includes(appId)) return;
      const graph = {
        importedIds: (id: string) => this.getModuleInfo(id)?.importedIds ?? [],
        code: (id: string) => this.getModuleInfo(id)?.code,
      };
      const barrels = barrelsReached(graph, appId);
      if (barrels.length) {
        const message = `the start page's app imports a barrel: import the module itself (build/startPageChunk.ts)\n${barrels.join('\n')}`;
        // Printed too: a failed build's later hooks (the prerender's) may report their own error instead.
        console.error(message);
        this.error(message);
      }
      const entries = ids.filter((id) => this.getModuleInfo(id)?.isEntry && id !== appId);
      entryHeld = entryModules(graph, entries);
      modules = startPageModules(graph, appId, entries, entryHeld);
    },
  };
  const test = (id: string): boolean => modules?.has(id) ?? false;
  /** Whether the start page loads the module: the entry's, the app's and the bundler's runtime. */
  const onStartPage = (id: string): boolean =>
    test(id) || entryHeld.has(id) || id === appId || /^\0?rolldown[\\/]runtime/.test(id);
  return { plugin, test, onStartPage };
}
