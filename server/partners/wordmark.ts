import { AD_INVENTORY } from './adInventory';

// Brand wordmarks as inline SVG data URIs: the app's CSP allows data: images only, and the sandbox ships no brand art.

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
/** Brands with no advertiser entry (the fictional fast-track carrier). */
const OTHER_COLOURS: Record<string, string> = { fasttrack: '#3b5b7a' };
const NEUTRAL = '#33475b';

export const brandColour = (id: string): string =>
  AD_INVENTORY.find((a) => a.id === id)?.brandColor ?? OTHER_COLOURS[id] ?? NEUTRAL;

/** The brand's name in white on its colour, `width` x `height`, with an accessible label: an SVG document. */
export function wordmarkSvg(name: string, colour: string, width = 160, height = 40): string {
  const fontSize = Math.round(height * 0.4);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(name)}">` +
    `<rect width="${width}" height="${height}" rx="${Math.round(height * 0.15)}" fill="${colour}"/>` +
    `<text x="${width / 2}" y="${Math.round(height / 2 + fontSize * 0.35)}" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="${fontSize}" font-weight="700" fill="#ffffff">${escapeXml(name)}</text></svg>`
  );
}

/** The same wordmark inline, as a data URI (the ads' and carrierData's images). */
export function wordmark(name: string, colour: string, width = 160, height = 40): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(wordmarkSvg(name, colour, width, height))}`;
}
