import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkSync } from 'recheck';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as contract from '.';
import { exportedSchemas, patternsOf, stringSchemas, walkSchemas } from './walkSchemas';

// Issue 8: one backtracking pattern stalled the whole process on a 255,000-character email. Every pattern in src/ and
// server/ (tests aside: they never read outside input) and every pattern zod tests for the contract must be linear.

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
type Found = { where: string; source: string; flags: string };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Regex literals and RegExp constructions, read with the TypeScript parser (no regex guesses at what is a regex). */
function patternsInSource(): { found: Found[]; unreadable: string[] } {
  const found: Found[] = [];
  const unreadable: string[] = [];
  for (const file of [...sourceFiles(join(ROOT, 'src')), ...sourceFiles(join(ROOT, 'server'))]) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const where = (node: ts.Node) =>
      `${relative(ROOT, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const visit = (node: ts.Node) => {
      if (ts.isRegularExpressionLiteral(node)) {
        const end = node.text.lastIndexOf('/');
        found.push({ where: where(node), source: node.text.slice(1, end), flags: node.text.slice(end + 1) });
      } else if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && node.expression.getText() === 'RegExp') {
        const [pattern, flags] = node.arguments ?? [];
        const literal = (n: ts.Node | undefined) => n === undefined || ts.isStringLiteralLike(n);
        // A pattern built at run time cannot be checked here: build it from literals.
        if (pattern && ts.isStringLiteralLike(pattern) && literal(flags)) {
          const flagText = flags && ts.isStringLiteralLike(flags) ? flags.text : '';
          found.push({ where: where(node), source: pattern.text, flags: flagText });
        } else unreadable.push(where(node));
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { found, unreadable };
}

/** The patterns zod tests for the contract's strings: .regex() checks and its own formats (uuid, datetime, ...). */
function contractPatterns(): Found[] {
  const endpointSchemas = Object.values(contract.endpoints).flatMap((ep) => Object.values(ep));
  const roots = [...exportedSchemas(contract).map(([, schema]) => schema), ...endpointSchemas];
  const byText = new Map<string, Found>();
  for (const schema of stringSchemas(walkSchemas(roots))) {
    for (const re of patternsOf(schema)) {
      byText.set(String(re), { where: 'zod, contract', source: re.source, flags: re.flags });
    }
  }
  return [...byText.values()];
}

const { found, unreadable } = patternsInSource();
const zodPatterns = contractPatterns();

describe('every pattern applied to outside input runs in linear time', () => {
  it('finds the patterns (the scan itself works)', () => {
    expect(found.length).toBeGreaterThan(100);
    expect(zodPatterns.some((p) => p.source.includes('[0-9a-fA-F]{8}'))).toBe(true);
  });

  it('builds every RegExp from literals, so each can be checked', () => {
    expect(unreadable).toEqual([]);
  });

  // No wall-clock limits: the verdict must not depend on how busy the machine is.
  it.each([...found, ...zodPatterns].map((p) => [`/${p.source}/${p.flags}`, p.where, p] as const))(
    '%s (%s) cannot backtrack catastrophically',
    (_label, _where, p) => {
      const result = checkSync(p.source, p.flags, { timeout: null, attackTimeout: null });
      const attack = result.status === 'vulnerable' ? result.attack.pattern : undefined;
      expect({ status: result.status, attack }).toEqual({ status: 'safe', attack: undefined });
    },
    120_000,
  );
});
