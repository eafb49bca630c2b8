// @vitest-environment jsdom
import '../../components/jsdomPolyfills';
import { describe, expect, it } from 'vitest';
import { warmLaterFields } from './warmLaterFields';

// Each later form kind is rendered once, off the page, one kind per idle period, and taken down again.

describe('warmLaterFields', () => {
  it('renders every later form kind once into a detached element, one per idle period, and leaves nothing behind', async () => {
    const idle: (() => void)[] = [];
    const containers: { element: HTMLElement; inputs: number }[] = [];
    const bodyBefore = document.body.innerHTML;
    const warming = warmLaterFields({
      whenIdle: (run) => {
        idle.push(run);
        setTimeout(run, 0);
      },
      createContainer: () => {
        const element = document.createElement('div');
        const seen = { element, inputs: 0 };
        new MutationObserver(() => {
          seen.inputs = Math.max(seen.inputs, element.querySelectorAll('input').length);
        }).observe(element, { childList: true, subtree: true });
        containers.push(seen);
        return element;
      },
    });
    const warmed = await warming;
    expect(warmed).toEqual(['select', 'zip', 'name', 'date', 'email', 'checklist', 'address']);
    expect(idle).toHaveLength(warmed.length);
    // Each kind drew its real inputs (the combobox, the text fields, the checkboxes), then was unmounted.
    expect(containers.map((c) => c.inputs > 0)).toEqual(warmed.map(() => true));
    expect(containers.every((c) => c.element.childNodes.length === 0 && !c.element.isConnected)).toBe(true);
    expect(document.body.innerHTML).toBe(bodyBefore);
  });
});
