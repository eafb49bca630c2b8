// @vitest-environment jsdom
import '../../components/jsdomPolyfills';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { autoUser } from '../../../../tests/server/fixtures';
import type { BindSession } from '../../../machines/bind/bind.selectors';
import { DEFAULT_POST_QUOTE_RULES, type PostQuoteRules } from '../../../machines/ratecall/postQuoteRules';
import { AgentCallLine, LibertyCentreLine } from './HoursLines';
import { ReachOutHours } from './ReachOutHours';

// The hours rules' words (decision 0097), both ways and at their defaults.

afterEach(cleanup);

const session = (carrierId: string, rules: Partial<PostQuoteRules>, timeZone = 'Pacific/Honolulu'): BindSession => {
  const user = autoUser();
  user.autoPolicy.policy.address = { streetAddress: '1 Main St', city: 'Hilo', state: 'HI', zip: '96720', timeZone };
  return {
    user,
    online: { ids: { carrierId, carrier: 'Liberty Mutual' }, rules: { ...DEFAULT_POST_QUOTE_RULES, ...rules } },
  } as unknown as BindSession;
};

describe("Liberty Mutual's centre line", () => {
  it("open: the centre's number with call now", () => {
    render(<LibertyCentreLine session={session('libertymutual', { lmCentreOpen: true })} />);
    expect(screen.getByTestId('lm-centre').textContent).toContain('taking calls now');
    expect(screen.getByRole('link').getAttribute('href')).toBe('tel:+18005550161');
  });

  it('closed (the default): when it opens in the shopper zone, and our post-quotes number', () => {
    render(<LibertyCentreLine session={session('libertymutual', { phoneNumber: '8005550100' })} />);
    expect(screen.getByTestId('lm-centre').textContent).toContain('from 7am your time');
    expect(screen.getByRole('link').getAttribute('href')).toBe('tel:+18005550100');
  });

  it('another carrier shows no centre line', () => {
    const { container } = render(<LibertyCentreLine session={session('safeco', { lmCentreOpen: true })} />);
    expect(container.textContent).toBe('');
  });
});

describe('the agent-ask and reach-out words', () => {
  it('chat staffed or not', () => {
    render(<AgentCallLine session={session('fasttrack', { chatOpen: true })} />);
    expect(screen.getByTestId('agent-call').textContent).toContain('can call you now');
    cleanup();
    render(<AgentCallLine session={session('fasttrack', {})} />);
    expect(screen.getByTestId('agent-call').textContent).toContain('will call you back');
  });

  it('the fast-track desk: shortly, the next business morning, or nothing when not asked', () => {
    render(<ReachOutHours session={session('fasttrack', { fastTrackDeskOpen: true })} />);
    expect(screen.getByText(/reaches out shortly/)).toBeTruthy();
    cleanup();
    render(<ReachOutHours session={session('fasttrack', { fastTrackDeskOpen: false })} />);
    expect(screen.getByText(/next business morning/)).toBeTruthy();
    cleanup();
    render(<ReachOutHours session={session('fasttrack', {})} />);
    expect(screen.queryByText(/Fast-track desk/)).toBeNull();
  });
});
