// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { greeting, Loader } from './Loader';

afterEach(cleanup);

describe('Loader', () => {
  it('is a polite status region whose text is visible', () => {
    render(
      <Loader
        label="Loading your quotes"
        eyebrow="Buckle up"
        text="Your quotes are en route!"
        subtext="Getting your lowest rate..."
      />,
    );
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe(
      'Loading your quotes. Buckle upYour quotes are en route!Getting your lowest rate...',
    );
    expect(screen.getByText('Your quotes are en route!').tagName).toBe('P');
  });

  it('shows its label when there is no text', () => {
    render(<Loader label="Checking your address" />);
    expect(screen.getByText('Checking your address').className).toBe('qf-loader__text');
  });

  it("greets the shopper by first name once it is known, and reads whole without one (issue 28: 'BUCKLE UP,')", () => {
    expect(greeting('Buckle up', 'Sam')).toBe('Buckle up, Sam!');
    expect(greeting('Buckle up')).toBe('Buckle up!');
    render(<Loader label="Loading your quotes" eyebrow={greeting('Buckle up')} text="Your quotes are en route!" />);
    expect(screen.getByText('Buckle up!').className).toBe('qf-loader__eyebrow');
  });
});
