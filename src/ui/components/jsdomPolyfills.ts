// jsdom has no CSS.escape, which React Aria's popovers call when they open; tests import this before rendering.
// Follows the CSSOM serialize-an-identifier algorithm.
function cssEscape(value: string): string {
  const str = String(value);
  let result = '';
  for (let i = 0; i < str.length; i += 1) {
    const code = str.charCodeAt(i);
    const char = str.charAt(i);
    if (code === 0) result += '\uFFFD';
    else if ((code >= 0x1 && code <= 0x1f) || code === 0x7f) result += `\\${code.toString(16)} `;
    else if (i === 0 && code >= 0x30 && code <= 0x39) result += `\\${code.toString(16)} `;
    else if (i === 1 && code >= 0x30 && code <= 0x39 && str.charCodeAt(0) === 0x2d) result += `\\${code.toString(16)} `;
    else if (i === 0 && str.length === 1 && code === 0x2d) result += `\\${char}`;
    else if (code >= 0x80 || code === 0x2d || code === 0x5f || /[0-9A-Za-z]/.test(char)) result += char;
    else result += `\\${char}`;
  }
  return result;
}

const globalWithCss = globalThis as { CSS?: { escape?: (value: string) => string } };
if (!globalWithCss.CSS) globalWithCss.CSS = {};
if (typeof globalWithCss.CSS.escape !== 'function') globalWithCss.CSS.escape = cssEscape;
