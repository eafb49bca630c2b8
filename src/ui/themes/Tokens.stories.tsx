import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import themeSource from './default.css?raw';

// The design tokens of the default theme, read from default.css itself (its :root block), so this page cannot drift
// from what the components use: colours with their contrast on the page background, the type scale, spacing, radii and
// elevation. A partner theme is another set of these names.

interface Token {
  name: string;
  value: string;
}

/** The custom properties of the theme's first :root block, in the order written (one a line, as the theme writes them). */
function tokens(): Token[] {
  const start = themeSource.indexOf(':root {');
  const root = themeSource.slice(start, themeSource.indexOf('\n}', start));
  const out: Token[] = [];
  for (const raw of root.split('\n')) {
    const line = raw.trim();
    if (!line.startsWith('--qf-')) continue;
    const colon = line.indexOf(':');
    out.push({ name: line.slice(0, colon), value: line.slice(colon + 1, line.indexOf(';')).trim() });
  }
  return out;
}

const group = (prefix: string) => tokens().filter((t) => t.name.startsWith(prefix));

/** WCAG relative luminance of a #rrggbb colour; null for anything else (a translucent scrim). */
function luminance(value: string): number | null {
  const hex = /^#([0-9a-f]{6})$/i.exec(value)?.[1];
  if (!hex) return null;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of a colour on the page background (--qf-color-bg), as "4.5:1". */
function contrastOnBg(value: string): string {
  const bg = luminance(tokens().find((t) => t.name === '--qf-color-bg')?.value ?? '');
  const fg = luminance(value);
  if (bg === null || fg === null) return '—';
  const [hi, lo] = fg > bg ? [fg, bg] : [bg, fg];
  return `${((hi + 0.05) / (lo + 0.05)).toFixed(1)}:1`;
}

const cell = { padding: 'var(--qf-space-2)', textAlign: 'start' as const, verticalAlign: 'middle' as const };

function TokenTable({ caption, rows, sample }: { caption: string; rows: Token[]; sample: (t: Token) => ReactNode }) {
  return (
    <table style={{ borderCollapse: 'collapse', marginBlockEnd: 'var(--qf-space-6)', width: '100%' }}>
      <caption
        style={{ textAlign: 'start', fontWeight: 'var(--qf-font-weight-bold)', paddingBlock: 'var(--qf-space-2)' }}
      >
        {caption}
      </caption>
      <thead>
        <tr>
          <th style={cell}>Token</th>
          <th style={cell}>Value</th>
          <th style={cell}>Sample</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((t) => (
          <tr key={t.name} style={{ borderBlockStart: 'var(--qf-border-width) solid var(--qf-color-border-subtle)' }}>
            <td style={cell}>
              <code>{t.name}</code>
            </td>
            <td style={cell}>
              <code>{t.value}</code>
            </td>
            <td style={cell}>{sample(t)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Colours() {
  return (
    <TokenTable
      caption="Colour (contrast on --qf-color-bg)"
      rows={group('--qf-color-')}
      sample={(t) => (
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 'var(--qf-space-3)' }}>
          <span
            aria-hidden="true"
            style={{
              display: 'inline-block',
              inlineSize: '3rem',
              blockSize: '2rem',
              background: `var(${t.name})`,
              border: 'var(--qf-border-width) solid var(--qf-color-border)',
              borderRadius: 'var(--qf-radius-sm)',
            }}
          />
          {contrastOnBg(t.value)}
        </span>
      )}
    />
  );
}

function TypeScale() {
  return (
    <TokenTable
      caption="Type scale"
      rows={group('--qf-font-size-')}
      sample={(t) => <span style={{ fontSize: `var(${t.name})` }}>Compare auto insurance quotes</span>}
    />
  );
}

function Spacing() {
  return (
    <TokenTable
      caption="Spacing"
      rows={group('--qf-space-')}
      sample={(t) => (
        <span
          aria-hidden="true"
          style={{
            display: 'block',
            blockSize: '1rem',
            inlineSize: `var(${t.name})`,
            background: 'var(--qf-color-primary)',
          }}
        />
      )}
    />
  );
}

const box = {
  display: 'block',
  inlineSize: '4rem',
  blockSize: '2.5rem',
  background: 'var(--qf-color-bg)',
  border: 'var(--qf-border-width) solid var(--qf-color-border)',
};

function Radii() {
  return (
    <TokenTable
      caption="Radius"
      rows={group('--qf-radius-')}
      sample={(t) => <span aria-hidden="true" style={{ ...box, borderRadius: `var(${t.name})` }} />}
    />
  );
}

function Elevation() {
  return (
    <TokenTable
      caption="Elevation"
      rows={group('--qf-shadow-')}
      sample={(t) => (
        <span
          aria-hidden="true"
          style={{ ...box, border: 0, margin: 'var(--qf-space-2)', boxShadow: `var(${t.name})` }}
        />
      )}
    />
  );
}

function Tokens() {
  return (
    <main style={{ maxInlineSize: 'var(--qf-shell-width)' }}>
      <h1 style={{ marginBlockEnd: 'var(--qf-space-5)' }}>Design tokens</h1>
      <Colours />
      <TypeScale />
      <Spacing />
      <Radii />
      <Elevation />
    </main>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  component: Tokens,
} satisfies Meta<typeof Tokens>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllTokens: Story = {};
