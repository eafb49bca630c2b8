// Issue 10: while a combobox's list is open, react-aria hides the rest of the page from assistive technology with
// aria-hidden (so a screen reader's cursor stays in the input and the list) but leaves it in the tab order: the skip
// link, the logo and Back were focusable inside hidden content (axe aria-hidden-focus, WCAG 4.1.2). Content hidden that
// way at run time is made inert as well, as a native select's open list makes the page, and given back when shown.

const TABBABLE = [
  'a[href]',
  'area[href]',
  'button:not(:disabled)',
  'input:not(:disabled):not([type="hidden"])',
  'select:not(:disabled)',
  'textarea:not(:disabled)',
  'iframe',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(', ');

/** Marks the elements this module made inert, so it gives back only those (react-aria's modals set inert too). */
export const INERT_MARK = 'data-inert-while-hidden';

const isTabbable = (el: Element) => el.matches(TABBABLE) && !(Number(el.getAttribute('tabindex')) < 0);

/** Reached with Tab: the element or something in it. Not the combobox's own button (tabindex -1), which stays usable. */
const holdsTabbable = (el: Element) => isTabbable(el) || [...el.querySelectorAll(TABBABLE)].some(isTabbable);

function giveBack(el: Element) {
  el.removeAttribute('inert');
  el.removeAttribute(INERT_MARK);
}

function sync(el: Element) {
  const hidden = el.getAttribute('aria-hidden') === 'true';
  if (hidden && !el.hasAttribute('inert') && holdsTabbable(el)) {
    el.setAttribute('inert', '');
    el.setAttribute(INERT_MARK, '');
  } else if (!hidden && el.hasAttribute(INERT_MARK)) giveBack(el);
}

/**
 * Keeps what becomes aria-hidden inside `root` out of the focus order too, until it is shown again; returns the
 * function that stops and gives everything back. Acts when the attribute changes or something is added inside hidden
 * content, and only on hidden content that holds something tabbable (an aria-hidden icon is left as it is).
 */
export function inertWhileAriaHidden(root: Element): () => void {
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') sync(record.target as Element);
      else if (record.addedNodes.length > 0 && record.target instanceof Element) {
        // A Continue button rendered while the list is open lands inside content hidden at run time.
        const hidden = record.target.closest('[aria-hidden="true"]');
        if (hidden && root.contains(hidden)) sync(hidden);
      }
    }
  });
  observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-hidden'] });
  const giveAllBack = () => root.querySelectorAll(`[${INERT_MARK}]`).forEach(giveBack);
  // Tab leaves the open list (react-aria closes it), but the browser picks the next control before React re-renders:
  // give the page back first, or focus would skip every inert control and leave the page.
  const onKeyDown = (event: Event) => (event as KeyboardEvent).key === 'Tab' && giveAllBack();
  root.addEventListener('keydown', onKeyDown, true);
  return () => {
    observer.disconnect();
    root.removeEventListener('keydown', onKeyDown, true);
    giveAllBack();
  };
}
