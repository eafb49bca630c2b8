import { describe, expect, it } from 'vitest';
import { carrierImages } from '../ratecall/constants';
import { brandColour, wordmark } from './wordmark';

const svgOf = (uri: string) => decodeURIComponent(uri.replace('data:image/svg+xml;charset=utf-8,', ''));

describe('brand wordmarks', () => {
  it('draws the name, escaped, in white on the brand colour at the asked size', () => {
    const svg = svgOf(wordmark('Tom & Jerry <Mutual>', '#123456', 96, 24));
    expect(svg).toContain('width="96" height="24"');
    expect(svg).toContain('fill="#123456"');
    expect(svg).toContain('aria-label="Tom &#38; Jerry &#60;Mutual&#62;"');
    expect(svg).not.toContain('<Mutual>');
  });

  it('knows the advertisers’ colours and falls back for others', () => {
    expect(brandColour('geico')).toBe('#154898');
    expect(brandColour('fasttrack')).toBe('#3b5b7a');
    expect(brandColour('nobody')).toBe('#33475b');
  });

  it('gives rate-call carrier data three inline images, so the CSP (data: only) shows them', () => {
    const images = carrierImages('libertymutual', 'Liberty Mutual');
    for (const uri of Object.values(images)) {
      expect(uri).toMatch(/^data:image\/svg\+xml/);
      expect(svgOf(uri)).toContain('Liberty Mutual');
    }
    expect(svgOf(images.banner)).toContain('width="640"');
  });
});
