import { describe, expect, it } from 'vitest';
import { isStartPageHash } from './startPage';

describe('isStartPageHash', () => {
  it('takes no hash, the root and the start page’s own step path as the start page', () => {
    for (const hash of ['', '#/', '#/drivers/1/currently-insured'])
      expect(isStartPageHash(hash, '/drivers/1/currently-insured')).toBe(true);
  });

  it('takes any other step, a page or a path without a start path as something else', () => {
    expect(isStartPageHash('#/general/1/when-shopping', '/drivers/1/currently-insured')).toBe(false);
    expect(isStartPageHash('#/glba-notice', '/drivers/1/currently-insured')).toBe(false);
    expect(isStartPageHash('#/drivers/1/currently-insured', undefined)).toBe(false);
  });
});
