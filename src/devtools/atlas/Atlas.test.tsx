// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import Atlas from './Atlas';
import type { AtlasGraph } from './machineGraph';

// elkjs takes seconds to warm up in jsdom; the layout is its concern, so here every node sits in one column.
vi.mock('./layout', () => ({
  layoutGraph: async (graph: AtlasGraph) =>
    new Map(graph.nodes.map((n, i) => [n.id, { x: 0, y: i * 60, width: 160, height: 44 }])),
}));

// The atlas as an engineer uses it: pick a machine, find a node by name, read its details (rule, sentence, links),
// and see which node a live session is at. React Flow measures the page, which jsdom does not: the few browser APIs
// it calls are stubbed, and the layout too (the browser suite, tests/e2e/devtools.spec.ts, runs both for real).

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  (globalThis as { DOMMatrixReadOnly?: unknown }).DOMMatrixReadOnly ??= class {
    m22 = 1;
  };
});
afterEach(cleanup);

describe('Atlas', () => {
  it("finds miniFlow's zipcode node by name and shows its sentence, transitions and devtools link", async () => {
    const onSelectMachine = vi.fn();
    render(<Atlas machineId="miniFlow" onSelectMachine={onSelectMachine} storybookBase="/sb/index.html" />);
    await screen.findByRole('heading', { level: 2, name: 'miniFlow' }, { timeout: 5000 });
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Find a node' }), 'zipco');
    await user.click(screen.getByRole('button', { name: 'steps.zipcode~1' }));
    const details = screen.getByRole('complementary', { name: 'Details' });
    expect(within(details).getByRole('heading', { level: 2 }).textContent).toBe('zipcode~1');
    expect(within(details).getByText(/^The garaging ZIP code, checked by lookup/)).toBeTruthy();
    expect(within(details).getByRole('link', { name: 'Open in devtools' }).getAttribute('href')).toBe(
      '#/__dev?machine=miniFlow&node=miniFlow.steps.zipcode~1',
    );
    expect(within(details).getByRole('link', { name: 'Story of this screen' }).getAttribute('href')).toMatch(
      /^\/sb\/index\.html\?path=\/story\/screens-questionscreen--/,
    );
    expect(within(details).getAllByRole('row').length).toBeGreaterThan(1);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Machine' }), 'ratecall');
    expect(onSelectMachine).toHaveBeenCalledWith('ratecall');
  });

  it('marks the node a live actor of this machine is at, and no other machine', async () => {
    render(
      <Atlas
        machineId="ratecall"
        active={[
          { machineId: 'ratecall', value: { ONLINE_BIND: 'GET_RC2_QUESTIONS' } },
          { machineId: 'results', value: { flow: 'RESULTS' } },
        ]}
      />,
    );
    await screen.findByRole('heading', { level: 2, name: 'ratecall' }, { timeout: 5000 });
    // The heading renders at once; the nodes only once the (mocked, still asynchronous) layout resolves.
    await waitFor(
      () => {
        const current = document.querySelectorAll('.qf-atlas__node--active');
        expect([...current].map((n) => n.getAttribute('data-id'))).toEqual([
          'ratecall.ONLINE_BIND',
          'ratecall.ONLINE_BIND.GET_RC2_QUESTIONS',
        ]);
      },
      { timeout: 5000 },
    );
  });
});
