/**
 * `popstate` handlers that run before the router's own listener. On `window`, Chromium calls the
 * popstate listeners in the order they were added, capturing or not, and the router adds its
 * listener when it mounts: a listener a page adds later (the product form's unsaved-changes guard)
 * would only run after the router had already taken the Back step. The app adds this module's one
 * listener before the router mounts (src/index.tsx); a page registers its handler with
 * `onPopStateFirst`, and a handler that calls `event.stopImmediatePropagation()` keeps the event
 * from the router.
 */
type Handler = (event: PopStateEvent) => void;

const handlers = new Set<Handler>();
let installedOn: Window | null = null;

/** Adds the listener (once); call it before the router mounts. */
export function installPopStateFirst(target: Window = window): void {
  if (installedOn === target) return;
  installedOn = target;
  target.addEventListener(
    'popstate',
    (event) => {
      for (const handler of [...handlers]) {
        handler(event);
        if (event.cancelBubble) break; // stopped: no further handler, and not the router either
      }
    },
    true,
  );
}

/** Registers a handler that runs before the router sees the event; returns its removal. */
export function onPopStateFirst(handler: Handler): () => void {
  // Without the app's entry (a component rendered on its own) the listener is added now.
  installPopStateFirst();
  handlers.add(handler);
  return () => {
    handlers.delete(handler);
  };
}
