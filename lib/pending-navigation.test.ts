import { pendingNavigation } from './pending-navigation';

afterEach(() => pendingNavigation.set(null));

it('tells each listener when the pending link changes, once per change, until it unsubscribes', () => {
  const link = {} as Element;
  const heard: (Element | null)[] = [];
  const unsubscribe = pendingNavigation.subscribe(() => heard.push(pendingNavigation.link()));
  pendingNavigation.set(link);
  pendingNavigation.set(link);
  pendingNavigation.set(null);
  unsubscribe();
  pendingNavigation.set(link);
  expect(heard).toEqual([link, null]);
  expect(pendingNavigation.link()).toBe(link);
});
