import { describe, expect, it } from 'vitest';
import { barrelsReached, isBarrel, startPageModules } from './startPageChunk';

const graphOf = (edges: Record<string, string[]>, code: Record<string, string> = {}) => ({
  importedIds: (id: string) => edges[id] ?? [],
  code: (id: string) => code[id],
});

describe("the start page's chunk, from the module graph", () => {
  const graph = graphOf({
    '/p/index.html': ['/p/src/main.tsx'],
    '/p/src/main.tsx': ['/p/src/app/storageKey.ts', '\0vite/preload-helper.js'],
    '/p/src/startApp.tsx': [
      '/p/src/app/persistence.ts',
      '/p/node_modules/react-dom/client.js',
      '\0vite/preload-helper.js',
    ],
    '/p/src/app/persistence.ts': ['/p/src/app/storageKey.ts', '/p/src/app/afterPaint.ts'],
    '/p/node_modules/react-dom/client.js': ['/p/node_modules/react-dom/cjs/client.js'],
    '/p/src/later.ts': ['/p/node_modules/react-aria/index.js'],
  });

  it("takes every module the app imports statically, packages too, but not the app itself nor the entry's", () => {
    expect([...startPageModules(graph, '/p/src/startApp.tsx', ['/p/index.html'])].sort()).toEqual([
      '/p/node_modules/react-dom/cjs/client.js',
      '/p/node_modules/react-dom/client.js',
      '/p/src/app/afterPaint.ts',
      '/p/src/app/persistence.ts',
    ]);
  });

  it('knows a barrel from a module that also re-exports', () => {
    expect(isBarrel("export * from './common';\nexport { AppShell } from './AppShell';\n")).toBe(true);
    expect(isBarrel('// a comment\nexport { Button } from "./Button";')).toBe(true);
    expect(isBarrel("export { x } from './x';\nexport const autoFlows = { a: 1 };")).toBe(false);
    expect(isBarrel("import { a } from './a';\nexport const actors = { a };")).toBe(false);
    expect(isBarrel('')).toBe(false);
  });

  it('names the barrels the app reaches, with the module that imports each', () => {
    const withBarrel = graphOf(
      { '/p/src/startApp.tsx': ['/p/src/ui/App.tsx'], '/p/src/ui/App.tsx': ['/p/src/ui/layouts/index.ts'] },
      { '/p/src/ui/layouts/index.ts': "export { AppShell } from './AppShell';" },
    );
    expect(barrelsReached(withBarrel, '/p/src/startApp.tsx')).toEqual([
      '/p/src/ui/App.tsx imports /p/src/ui/layouts/index.ts',
    ]);
  });
});
