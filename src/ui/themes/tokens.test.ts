import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// A theme is a token set and nothing else (src/ui/themes/default.css): a component's CSS that writes a colour or a
// shadow itself would keep that value whatever the partner's tokens say. This reads every stylesheet outside the
// themes, the card frame's too, and names each declaration that does.

const ROOT = join(import.meta.dirname, '../../..');
const STYLESHEET_DIRS = ['src', 'server/vault/frame'];
const THEMES_DIR = 'src/ui/themes';

function stylesheets(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === THEMES_DIR ? [] : stylesheets(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

/** Each `property: value` of a stylesheet, comments removed, with its line. */
function declarations(css: string): { property: string; value: string; line: number }[] {
  const source = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  return [...source.matchAll(/([-a-z]+)\s*:\s*([^;{}]+);/gi)].map((m) => ({
    property: m[1].toLowerCase(),
    value: m[2].trim(),
    line: source.slice(0, m.index).split('\n').length,
  }));
}

const RAW_COLOUR = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/i;
const SHADOW = /^(?:box-shadow|text-shadow|filter)$/;

/** Why a declaration is not themable, or null: a raw colour, or a shadow that is not one token (or none). */
function rawValue({ property, value }: { property: string; value: string }): string | null {
  if (property.startsWith('--')) return null;
  if (RAW_COLOUR.test(value.replace(/var\(--[a-z0-9-]+\)/gi, ''))) return 'a raw colour';
  if (SHADOW.test(property) && !/^(?:none|var\(--qf-shadow-[a-z0-9-]+\))$/.test(value))
    return 'a shadow not via a token';
  return null;
}

describe('component stylesheets use the theme tokens', () => {
  it('finds a raw colour, a raw colour as a fallback, and a shadow not via a token, and lets tokens through', () => {
    const found = declarations(
      '.a { color: #fff; background: var(--qf-color-bg, #fff); box-shadow: 0 1px 2px var(--qf-color-text); }\n' +
        '/* color: #000; */ .b { color: var(--qf-color-text); box-shadow: var(--qf-shadow-lg); border-color: CanvasText; }',
    ).map((d) => rawValue(d));
    expect(found).toEqual(['a raw colour', 'a raw colour', 'a shadow not via a token', null, null, null]);
  });

  it('has no raw colour or shadow in any stylesheet outside the themes', () => {
    const files = stylesheets('src').concat(stylesheets('server/vault/frame'));
    expect(files.length).toBeGreaterThan(10);
    expect(STYLESHEET_DIRS.every((dir) => files.some((f) => f.startsWith(dir)))).toBe(true);
    const offences = files.flatMap((file) =>
      declarations(readFileSync(join(ROOT, file), 'utf8')).flatMap((d) => {
        const why = rawValue(d);
        return why ? [`${relative('.', file)}:${d.line} ${d.property}: ${d.value} (${why})`] : [];
      }),
    );
    expect(offences).toEqual([]);
  });
});
