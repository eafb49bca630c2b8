// Small text helpers that must stay linear on any input (issue 8), so they scan instead of backtracking.

/** 'a/b///' -> 'a/b': a loop, since /\/+$/ retries from every slash of a long run of slashes. */
export function stripTrailingSlashes(text: string): string {
  let end = text.length;
  while (end > 0 && text[end - 1] === '/') end -= 1;
  return text.slice(0, end);
}

/** Text made safe inside HTML, in an element or a quoted attribute: & < > " ' as entities (one pass, linear). */
export const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
