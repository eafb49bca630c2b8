import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUDGET_KB, HOME_START, checkBudget, clientChunks, homeStartAssets, initialAssets } from './budget';

describe('the start page budget', () => {
  const dist = mkdtempSync(join(tmpdir(), 'quoteflow-budget-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  // Random bytes do not compress: their gzip size is about their raw size.
  const write = (file: string, kb: number) =>
    writeFileSync(join(dist, file), Buffer.from(Array.from({ length: kb * 1024 }, () => Math.random() * 256)));
  mkdirSync(join(dist, '.vite'), { recursive: true });
  mkdirSync(join(dist, 'assets'));
  write('assets/index.js', 60);
  write('assets/vendor.js', 110);
  write('assets/later.js', 200);
  write('assets/app.js', 10);
  write('assets/react.js', 5);
  write('assets/index.css', 4);
  const map = (file: string, sources: string[]) =>
    writeFileSync(join(dist, `${file}.map`), JSON.stringify({ version: 3, sources, mappings: '' }));
  map('assets/index.js', ['../../src/main.tsx', '../../node_modules/react-dom/cjs/react-dom-client.production.js']);
  map('assets/vendor.js', ['../../node_modules/react/index.js']);
  map('assets/app.js', ['../../src/startApp.tsx']);
  map('assets/react.js', ['../../node_modules/react/index.js']);
  map('assets/later.js', ['../../node_modules/react-aria-components/dist/Button.mjs']);
  writeFileSync(
    join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': {
        file: 'assets/index.js',
        isEntry: true,
        imports: ['_vendor.js'],
        dynamicImports: ['src/later.ts', 'src/startApp.tsx'],
        css: ['assets/index.css'],
      },
      '_vendor.js': { file: 'assets/vendor.js' },
      '_react.js': { file: 'assets/react.js' },
      'src/later.ts': { file: 'assets/later.js', isDynamicEntry: true },
      'src/startApp.tsx': { file: 'assets/app.js', isDynamicEntry: true, imports: ['_react.js'] },
    }),
  );

  it('counts the entry, the app module it always runs and their static imports, not the chunks loaded later', () => {
    const assets = initialAssets(dist);
    expect(assets.js.map((f) => f.file).sort()).toEqual([
      'assets/app.js',
      'assets/index.js',
      'assets/react.js',
      'assets/vendor.js',
    ]);
    expect(assets.css.map((f) => f.file)).toEqual(['assets/index.css']);
  });

  it('names the JS budget a build breaks', () => {
    expect(checkBudget(dist).breaches).toEqual([
      expect.stringMatching(new RegExp(`^initial JS 1\\d\\d\\.\\d KB gzip is over its ${BUDGET_KB.js} KB budget$`)),
    ]);
  });

  it('names a later-only library that an initial chunk loads, whether scoped or not', () => {
    map('assets/vendor.js', [
      '../../node_modules/react/index.js',
      '../../node_modules/@react-aria/i18n/dist/useDefaultLocale.mjs',
      '../../node_modules/react-aria-components/dist/Button.mjs',
    ]);
    expect(checkBudget(dist).breaches.slice(1)).toEqual([
      'assets/vendor.js loads @react-aria/i18n, which belongs in a lazy chunk',
      'assets/vendor.js loads react-aria-components, which belongs in a lazy chunk',
    ]);
  });

  const zod = '../../../../main/node_modules/zod/v4';
  const why =
    'write the schemas it imports with zod/mini, as classic zod in any client chunk keeps all of zod core in the chunk the start page shares';

  it('names zod in an initial chunk, and classic zod by its path inside the package; lets zod/mini load later', () => {
    map('assets/vendor.js', ['../../node_modules/react/index.js']);
    map('assets/later.js', [`${zod}/core/schemas.js`, `${zod}/mini/schemas.js`]);
    expect(checkBudget(dist).breaches.slice(1)).toEqual([]);
    // Where node_modules is a link to another checkout, the map's sources run through it.
    map('assets/app.js', ['../../src/startApp.tsx', `${zod}/core/schemas.js`, `${zod}/mini/schemas.js`]);
    expect(checkBudget(dist).breaches.slice(1)).toEqual(['assets/app.js loads zod, which belongs in a lazy chunk']);
    map('assets/app.js', ['../../src/startApp.tsx']);
    map('assets/react.js', [
      '../../node_modules/react/index.js',
      `${zod}/classic/schemas.js`,
      `${zod}/classic/parse.js`,
    ]);
    expect(checkBudget(dist).breaches.slice(1)).toEqual([
      'assets/react.js loads zod, which belongs in a lazy chunk',
      `assets/react.js loads classic zod (zod/v4/classic/schemas.js, zod/v4/classic/parse.js): ${why}`,
    ]);
  });

  it('names classic zod in a lazy chunk too, as zod core, which it keeps whole, is shared with the start page', () => {
    map('assets/react.js', ['../../node_modules/react/index.js']);
    map('assets/later.js', [`${zod}/classic/schemas.js`, '../../src/contract/ratecall.ts']);
    expect(checkBudget(dist).breaches.slice(1)).toEqual([
      `assets/later.js loads classic zod (zod/v4/classic/schemas.js): ${why}`,
    ]);
    expect(clientChunks(dist)).toEqual([
      'assets/app.js',
      'assets/index.js',
      'assets/later.js',
      'assets/react.js',
      'assets/vendor.js',
    ]);
  });
  it('budgets the home start page: the start page and the home intake chunk with its imports, when the build has one', () => {
    map('assets/later.js', ['../../src/machines/home/intake.live.ts']);
    expect(homeStartAssets(dist)).toBeUndefined();
    writeFileSync(
      join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_vendor.js'] },
        '_vendor.js': { file: 'assets/vendor.js' },
        '_react.js': { file: 'assets/react.js' },
        'src/startApp.tsx': { file: 'assets/app.js', isDynamicEntry: true, imports: ['_react.js'] },
        [HOME_START.module]: { file: 'assets/later.js', isDynamicEntry: true, imports: ['_react.js'] },
      }),
    );
    expect(
      homeStartAssets(dist)
        ?.js.map((f) => f.file)
        .sort(),
    ).toEqual(['assets/app.js', 'assets/index.js', 'assets/later.js', 'assets/react.js', 'assets/vendor.js']);
    expect(checkBudget(dist).breaches).toContainEqual(
      expect.stringMatching(
        new RegExp(`^home start JS 3\\d\\d\\.\\d KB gzip is over its ${HOME_START.budgetKb} KB budget$`),
      ),
    );
  });
});
