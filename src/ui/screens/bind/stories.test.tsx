// @vitest-environment jsdom
import '../../components/jsdomPolyfills';
import type { ReactElement } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import * as payment from './PaymentScreens.stories';
import * as postMvr from './PostMvrScreens.stories';
import * as preMvr from './PreMvrScreens.stories';
import * as property from './PropertyScreens.stories';

// Every post-quote story renders its screen from real actors (a loader that cannot reach its step throws), under a
// single h1, and passes axe's rules that need no layout (jsdom has none: contrast is the browser suites').

afterEach(cleanup);

type StoryLike = {
  loaders?: (() => Promise<Record<string, unknown>>)[];
  render?: (args: Record<string, unknown>, ctx: { loaded: Record<string, unknown> }) => ReactElement;
};
const stories = Object.entries({ ...preMvr, ...postMvr, ...payment, ...property }).filter(
  (e): e is [string, StoryLike] => e[0] !== 'default' && typeof (e[1] as StoryLike).render === 'function',
);

describe('post-quote stories', () => {
  it.each(stories)('%s renders with no axe violations', async (name, story) => {
    let loaded: Record<string, unknown> = {};
    for (const load of story.loaders ?? []) loaded = { ...loaded, ...(await load()) };
    const { container } = render(story.render!({ onBack: () => {} }, { loaded }));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // A chain story shows one of the chain's screens, never its end.
    const chain = loaded.chain as { getSnapshot(): { status: string } } | undefined;
    if (chain) expect(chain.getSnapshot().status).toBe('active');
    if (name === 'RecurringPayments')
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Authorize monthly payments');
    // The refusal is the sandbox's own (server/ratecall/autoRules), shown on the field it names.
    if (name === 'VehicleVinRefused')
      expect(screen.getByRole('textbox', { name: /vehicle identification number/ }).getAttribute('aria-invalid')).toBe(
        'true',
      );
    const result = await axe.run(container, {
      iframes: false,
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });
});
