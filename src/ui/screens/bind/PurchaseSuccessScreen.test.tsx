// @vitest-environment jsdom
import '../../components/jsdomPolyfills';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ratecallAt } from '../stories/driveBind';
import { PurchaseSuccessScreen } from './PurchaseSuccessScreen';

afterEach(cleanup);

describe('PurchaseSuccessScreen', () => {
  it("shows the bound policy's number, start date, what was paid and the card, from the bind summary", () => {
    const ratecall = ratecallAt('purchased');
    expect(ratecall.getSnapshot().matches({ ONLINE_BIND: 'PURCHASED' })).toBe(true);
    render(<PurchaseSuccessScreen ratecall={ratecall} />);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('You’re covered: your Liberty Mutual policy is active from 11/24/2026');
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText('LM-AU-20261124-0042')).toBeTruthy();
    expect(screen.getByText(/^Your coverage starts on 11\/24\/2026\./)).toBeTruthy();
    expect(screen.getByText('Visa ending in 4242')).toBeTruthy();
    expect(screen.getAllByText(/\$661\.00/).length).toBeGreaterThanOrEqual(2);
  });

  it("asks for the ID card and declarations page with the session's proof, in a new tab, and leads back to the quotes", async () => {
    const ratecall = ratecallAt('purchased');
    const { externalId, sessionSecret } = ratecall.getSnapshot().context.online?.ids ?? {};
    let back = 0;
    render(<PurchaseSuccessScreen ratecall={ratecall} onBack={() => back++} />);
    const forms = [...document.querySelectorAll('form')];
    expect(forms.map((f) => f.getAttribute('action'))).toEqual([
      `/api/ratecall/${externalId}/documents/id-card`,
      `/api/ratecall/${externalId}/documents/declarations`,
    ]);
    for (const form of forms) {
      expect(form.method).toBe('post');
      expect(form.target).toBe('_blank');
      expect(new FormData(form).get('sessionSecret')).toBe(sessionSecret);
    }
    screen.getByRole('button', { name: 'Back to your quotes' }).click();
    expect(back).toBe(1);
  });
});
