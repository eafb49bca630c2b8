import { describe, expect, it } from 'vitest';
import { stripTrailingSlashes } from './text';

describe('stripTrailingSlashes', () => {
  it('drops every trailing slash and nothing else', () => {
    expect(stripTrailingSlashes('http://localhost:8080///')).toBe('http://localhost:8080');
    expect(stripTrailingSlashes('/vehicles/1/make')).toBe('/vehicles/1/make');
    expect(stripTrailingSlashes('/'.repeat(100_000))).toBe('');
  });
});
