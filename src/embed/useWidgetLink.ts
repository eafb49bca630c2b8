import { type RefObject, useEffect, useState } from 'react';
import type { WidgetLink } from './widget';

// The embedded shell's hook onto the frame protocol (docs/decisions/0091): in a frame, it asks the served app config
// which partner origins may frame this site source and loads the widget's side of the protocol (a chunk of its own,
// never on the start page); the link opens only for a parent the configuration lists.

/** The open link to the partner page, or null (not in a frame, not allowed, not yet loaded). */
export function useWidgetLink(content: RefObject<Element | null>, siteSource: string | undefined): WidgetLink | null {
  const [link, setLink] = useState<WidgetLink | null>(null);
  useEffect(() => {
    const el = content.current;
    if (!el || typeof window === 'undefined' || window.parent === window) return;
    let live = true;
    let opened: WidgetLink | null = null;
    void import('./widget')
      .then((widget) => widget.linkToParent(el, siteSource))
      .then((made) => {
        if (!made) return;
        if (!live) return made.stop();
        opened = made;
        setLink(made);
      })
      // A chunk that does not load leaves the frame at the host's initial height: the widget still works inside it.
      .catch(() => undefined);
    return () => {
      live = false;
      opened?.stop();
      setLink(null);
    };
  }, [content, siteSource]);
  return link;
}
