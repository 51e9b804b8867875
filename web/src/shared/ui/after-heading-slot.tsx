/**
 * A place right after a page's first block (its heading and introduction) that the layout can
 * fill: on phones the top ad strip goes there instead of above the heading. A page marks the
 * place with <AfterHeadingSlot /> (PageHeader does); the layout learns whether the page has one
 * and, where none is, puts the content after the page instead — never above its heading.
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

interface Slot {
  content: ReactNode;
  claim: () => () => void;
}

const SlotContext = createContext<Slot | null>(null);

/** Offers `content` to the page's slot; `children(placed)` says whether a page has placed it. */
export function AfterHeadingSlotProvider({ content, children }: { content: ReactNode; children: (placed: boolean) => ReactNode }) {
  const [claims, setClaims] = useState(0);
  const [slot] = useState<Omit<Slot, 'content'>>(() => ({
    claim: () => {
      setClaims((n) => n + 1);
      return () => setClaims((n) => n - 1);
    },
  }));
  return <SlotContext.Provider value={{ ...slot, content }}>{children(claims > 0)}</SlotContext.Provider>;
}

/** Where the layout's after-heading content goes on this page. */
export function AfterHeadingSlot() {
  const slot = useContext(SlotContext);
  const claim = slot?.claim;
  useEffect(() => claim?.(), [claim]);
  return slot?.content ?? null;
}
