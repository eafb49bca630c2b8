// Work a step's paint should not wait for (the history entry, the session save) runs after the next frame: a frame
// callback runs before the paint, a task queued from it runs after. A hidden page draws no frames: there the work
// goes in the next task.

export interface PaintEnv {
  window?: Pick<Window, 'requestAnimationFrame'>;
  document?: Pick<Document, 'visibilityState'>;
}

export const browserPaintEnv = (): { window?: Window; document?: Document } => ({
  window: typeof window === 'undefined' ? undefined : window,
  document: typeof document === 'undefined' ? undefined : document,
});

export function afterNextPaint(run: () => void, env: PaintEnv = browserPaintEnv()): void {
  if (env.window && env.document?.visibilityState === 'visible')
    env.window.requestAnimationFrame(() => setTimeout(run, 0));
  else setTimeout(run, 0);
}
