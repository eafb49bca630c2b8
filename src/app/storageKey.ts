// Where the app's session snapshot is kept (src/app/persistence.ts). Versioned so a changed machine never restores a
// snapshot it cannot read. A module of its own: the start page's entry (src/main.tsx) reads it before the app loads,
// and what the entry imports stays out of the app's chunk (build/startPageChunk.ts).
export const STORAGE_KEY = 'quoteflow:app:v9';
