import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEST_ROOTS, projectFor } from './testProjects';

// A suite that asks for a document but is named like a node suite would run in the shared process and see the
// previous file's document: the split by name must match what each file declares.

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

describe('the test projects', () => {
  const files = TEST_ROOTS.flatMap(walk);

  it('finds the suites', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('puts every suite that asks for jsdom in the dom project, and only those', () => {
    const misplaced = files.filter(
      (file) => (file.endsWith('.tsx') ? 'dom' : 'node') !== projectFor(readFileSync(file, 'utf8')),
    );
    expect(misplaced).toEqual([]);
  });

  it('reads the environment from the docblock only', () => {
    expect(projectFor('// @vitest-environment jsdom\nimport x from "y";')).toBe('dom');
    expect(projectFor('import x from "y";\n// @vitest-environment node')).toBe('node');
    expect(projectFor("const s = 'no @vitest-environment jsdom here';")).toBe('node');
  });
});
