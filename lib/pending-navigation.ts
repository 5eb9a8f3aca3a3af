// One value for the whole page, as only one navigation is ever under way: LinkRouter sets it, LinkPending reads it.
let pendingLink: Element | null = null;
const listeners = new Set<() => void>();

export const pendingNavigation = {
  link: () => pendingLink,
  set(link: Element | null) {
    if (link === pendingLink) return;
    pendingLink = link;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
