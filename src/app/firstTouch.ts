/**
 * The radio the shopper picked on the prerendered start page before the app ran (docs/decisions/0007), remembered by
 * its name and value rather than by the element: hydration may give the app a radio that is not checked (React can
 * render the screen anew, or reset a controlled radio to the answer it knows, which is none).
 */
export interface Pick {
  name: string;
  value: string;
}

/** Remembers the last radio picked inside `root` until `stop` is called. */
export function recordPicks(root: HTMLElement) {
  let last: Pick | null = null;
  const record = (event: Event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || input.type !== 'radio' || !root.contains(input)) return;
    if (input.checked) last = { name: input.name, value: input.value };
  };
  root.ownerDocument.addEventListener('change', record, true);
  return {
    picked: () => last,
    stop: () => root.ownerDocument.removeEventListener('change', record, true),
  };
}

/**
 * Hands the pick to the running app: its radio is clicked again (unchecked first, or the click changes nothing), so
 * the app's change handler sees it, whether hydration kept the page's radio checked or not. Without a recorded pick,
 * a radio the page shows checked is handed over (a pick the browser restored, say). Returns the radio handed over:
 * none when the app shows another question than the one picked on (a deep link's own step).
 */
export function adoptPick(root: HTMLElement, pick: Pick | null): HTMLInputElement | null {
  const radios = [...root.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
  const chosen = pick
    ? radios.filter((radio) => radio.name === pick.name && radio.value === pick.value)
    : radios.filter((radio) => radio.checked);
  for (const radio of chosen) {
    radio.checked = false;
    radio.click();
  }
  return chosen[0] ?? null;
}
