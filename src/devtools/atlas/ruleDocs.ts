import autoSkipRules from '../../machines/intake/rules/skipRules.ts?raw';
import bindRules from '../../machines/bind/rules.ts?raw';

// Each skip rule's doc, read from the doc comment above it in the rule catalogues themselves (the intake's
// rules/skipRules.ts, the post-quote chains' bind/rules.ts), so the atlas says what the code says.

const DOC_THEN_NAME = /\/\*\*([\s\S]*?)\*\/\s*([A-Za-z_$][\w$]*)\s*:/g;

/** `name: doc` for every `/** doc *\/ name:` entry of a source file. */
export function docsOf(source: string): Record<string, string> {
  const docs: Record<string, string> = {};
  for (const [, body, name] of source.matchAll(DOC_THEN_NAME)) {
    docs[name] = body
      .split('\n')
      .map((line) => line.replace(/^\s*\*\s?/, '').trim())
      .filter(Boolean)
      .join(' ');
  }
  return docs;
}

export const RULE_DOCS: Readonly<Record<string, string>> = { ...docsOf(bindRules), ...docsOf(autoSkipRules) };
