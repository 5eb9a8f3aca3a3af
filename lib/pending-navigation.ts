/**
 * The link whose page the router is fetching, while it does: LinkRouter sets it for the length of the
 * navigation, and the blog's loading state (LinkPending) reads it. One value for the whole page, as only one
 * navigation is ever under way.
 */
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
