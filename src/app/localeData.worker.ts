// A worker that loads the browser's locale data (ICU) and says so. The data and ICU's caches are the renderer
// process's, shared with the page's thread: the page's first use of it is then short (app/warmLocaleData.ts).
try {
  Intl.DateTimeFormat.supportedLocalesOf([self.navigator.language || 'en-US']);
} catch {
  // An unknown locale: the page falls back to en-US itself.
}
self.postMessage('warm');
