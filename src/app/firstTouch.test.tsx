// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { adoptPick, recordPicks } from './firstTouch';

// The start page's first-touch hand-over (docs/decisions/0007): what the shopper picked before the app ran reaches
// the app even when hydration leaves the page's radios unchecked or renders them anew.

function choiceScreen(): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = `<form>
    <label><input type="radio" name="answer" value="Yes"> Yes</label>
    <label><input type="radio" name="answer" value="No"> No</label>
  </form>`;
  document.body.replaceChildren(root);
  return root;
}

const radio = (root: HTMLElement, value: string) =>
  root.querySelector<HTMLInputElement>(`input[value="${value}"]`) as HTMLInputElement;

/** What the app's change handler sees: the values of the change events that reach the form. */
function changesSeen(root: HTMLElement): string[] {
  const seen: string[] = [];
  root.querySelector('form')?.addEventListener('change', (event) => {
    seen.push((event.target as HTMLInputElement).value);
  });
  return seen;
}

afterEach(() => document.body.replaceChildren());

describe('the first-touch hand-over', () => {
  it('remembers the last radio picked, by name and value', () => {
    const root = choiceScreen();
    const picks = recordPicks(root);
    radio(root, 'Yes').click();
    radio(root, 'No').click();
    expect(picks.picked()).toEqual({ name: 'answer', value: 'No' });
    picks.stop();
    radio(root, 'Yes').click();
    expect(picks.picked()).toEqual({ name: 'answer', value: 'No' });
  });

  it('hands the pick to the app when hydration reset the radio to no answer', () => {
    const root = choiceScreen();
    const picks = recordPicks(root);
    radio(root, 'No').click();
    // Hydration: the app knows no answer, so its controlled radio is unchecked again.
    radio(root, 'No').checked = false;
    const seen = changesSeen(root);
    adoptPick(root, picks.picked());
    expect(seen).toEqual(['No']);
    expect(radio(root, 'No').checked).toBe(true);
  });

  it('hands the pick to the app when hydration rendered the screen anew', () => {
    const root = choiceScreen();
    const picks = recordPicks(root);
    radio(root, 'Yes').click();
    picks.stop();
    // A client render: new elements, nothing checked.
    root.innerHTML = root.innerHTML.replace(/ checked=""/g, '');
    for (const input of root.querySelectorAll('input')) input.checked = false;
    const seen = changesSeen(root);
    adoptPick(root, picks.picked());
    expect(seen).toEqual(['Yes']);
  });

  it('without a recorded pick hands over a radio the page shows checked, and nothing else', () => {
    const root = choiceScreen();
    const seen = changesSeen(root);
    adoptPick(root, null);
    expect(seen).toEqual([]);
    radio(root, 'Yes').checked = true;
    adoptPick(root, null);
    expect(seen).toEqual(['Yes']);
  });

  it('ignores radios outside the page root', () => {
    const root = choiceScreen();
    const outside = document.createElement('input');
    outside.type = 'radio';
    outside.name = 'other';
    outside.value = 'x';
    document.body.append(outside);
    const picks = recordPicks(root);
    outside.click();
    expect(picks.picked()).toBeNull();
  });
});

describe('a pick made on another question than the app shows', () => {
  it('is not handed over (a deep link or another flow shows its own first step)', () => {
    const root = choiceScreen();
    const seen = changesSeen(root);
    expect(adoptPick(root, { name: 'whenShopping', value: 'No' })).toBeNull();
    expect(seen).toEqual([]);
    expect(adoptPick(root, { name: 'answer', value: 'No' })).toBe(radio(root, 'No'));
  });
});
