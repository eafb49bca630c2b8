// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StartPromise, StartReassurance } from './StartIntro';

// The start page's promise names the line's insurance: a shopper at #/home is not promised auto quotes (issue 30's
// home walks found it).

afterEach(cleanup);

describe('StartPromise', () => {
  it("promises auto quotes on auto's start page", () => {
    render(<StartPromise />);
    expect(screen.getByText(/^Compare auto insurance quotes side by side/)).toBeTruthy();
  });

  it("promises home and renters quotes on the home line's start page", () => {
    render(<StartPromise line="home" />);
    expect(screen.getByText(/^Compare home and renters insurance quotes side by side/)).toBeTruthy();
    expect(screen.queryByText(/auto/)).toBeNull();
  });
});

describe('StartReassurance', () => {
  it("counts each line's carriers: six for auto, four for home and renters", () => {
    render(<StartReassurance />);
    expect(screen.getByText('Compare up to 6 carriers')).toBeTruthy();
    cleanup();
    render(<StartReassurance line="home" />);
    expect(screen.getByText('Compare up to 4 carriers')).toBeTruthy();
  });
});
