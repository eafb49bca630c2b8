// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { INERT_MARK, inertWhileAriaHidden } from './AppShell.inert';

// Issue 10: content react-aria hides while a list is open must leave the tab order with it (axe aria-hidden-focus).

/** MutationObserver reports after the current task's microtasks; so does this. */
const observed = () => new Promise((resolve) => setTimeout(resolve, 0));

function page() {
  const root = document.createElement('div');
  root.innerHTML = `
    <a id="skip" href="#main">Skip to main content</a>
    <div id="back"><button type="button">Back<svg id="icon" aria-hidden="true"></svg></button></div>
    <div id="plain"><p>Which 2016 Ford model is it?</p></div>
    <button id="trigger" type="button" tabindex="-1">Show suggestions</button>
    <div id="footer"></div>`;
  document.body.append(root);
  const el = (id: string) => root.querySelector(`#${id}`) as HTMLElement;
  return { root, el };
}

let stop = () => {};
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

describe('inertWhileAriaHidden', () => {
  it('makes content hidden at run time inert when it holds something tabbable, and gives it back when shown', async () => {
    const { root, el } = page();
    stop = inertWhileAriaHidden(root);
    for (const id of ['skip', 'back', 'plain', 'trigger']) el(id).setAttribute('aria-hidden', 'true');
    await observed();
    expect(['skip', 'back', 'plain', 'trigger'].map((id) => el(id).hasAttribute('inert'))).toEqual([
      true,
      true,
      false, // nothing in it takes focus
      false, // tabindex -1: out of the tab order already, and the combobox's own button must stay clickable
    ]);
    expect(el('icon').hasAttribute('inert')).toBe(false);
    for (const id of ['skip', 'back']) el(id).removeAttribute('aria-hidden');
    await observed();
    expect(root.querySelectorAll('[inert]')).toHaveLength(0);
  });

  it('makes hidden content inert when something tabbable is added to it later', async () => {
    const { root, el } = page();
    stop = inertWhileAriaHidden(root);
    el('footer').setAttribute('aria-hidden', 'true');
    await observed();
    expect(el('footer').hasAttribute('inert')).toBe(false);
    el('footer').innerHTML = '<div><button type="submit">Continue</button></div>';
    await observed();
    expect(el('footer').hasAttribute('inert')).toBe(true);
  });

  it('leaves alone what was inert already (a modal), and gives everything back when stopped', async () => {
    const { root, el } = page();
    el('back').setAttribute('inert', '');
    stop = inertWhileAriaHidden(root);
    el('back').setAttribute('aria-hidden', 'true');
    el('skip').setAttribute('aria-hidden', 'true');
    await observed();
    el('back').removeAttribute('aria-hidden');
    await observed();
    expect(el('back').hasAttribute('inert')).toBe(true);
    expect(el('skip').hasAttribute(INERT_MARK)).toBe(true);
    stop();
    expect(el('skip').hasAttribute('inert')).toBe(false);
    expect(el('back').hasAttribute('inert')).toBe(true);
  });

  it('gives the page back at once on Tab, which leaves the list, so focus moves on to the next control', async () => {
    const { root, el } = page();
    const input = document.createElement('input');
    root.append(input);
    stop = inertWhileAriaHidden(root);
    el('back').setAttribute('aria-hidden', 'true');
    await observed();
    expect(el('back').hasAttribute('inert')).toBe(true);
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true, bubbles: true }));
    expect(el('back').hasAttribute('inert')).toBe(false);
  });
});
