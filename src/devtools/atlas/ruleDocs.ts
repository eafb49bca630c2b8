import autoSkipRules from '../../machines/intake/rules/skipRules.ts?raw';
import bindRules from '../../machines/bind/rules.ts?raw';

// Each skip rule's doc, read from the doc comment above it in the rule catalogues themselves (the intake's
// rules/skipRules.ts, the post-quote chains' bind/rules.ts), so the atlas says what the code says.

const NAME = /^[A-Za-z_$][\w$]*/;

/** `name: doc` for every `/** doc *\/ name:` entry of a source file. */
export function docsOf(source: string): Record<string, string> {
  const docs: Record<string, string> = {};
  for (const chunk of source.split('/**').slice(1)) {
    const end = chunk.indexOf('*/');
    if (end < 0) continue;
    const after = chunk.slice(end + 2).trimStart();
    const name = NAME.exec(after)?.[0];
    if (!name || !after.slice(name.length).trimStart().startsWith(':')) continue;
    docs[name] = chunk
      .slice(0, end)
      .split('\n')
      .map((line) => line.trim())
      .map((line) => (line.startsWith('*') ? line.slice(1).trim() : line))
      .filter(Boolean)
      .join(' ');
  }
  return docs;
}

export const RULE_DOCS: Readonly<Record<string, string>> = { ...docsOf(bindRules), ...docsOf(autoSkipRules) };
