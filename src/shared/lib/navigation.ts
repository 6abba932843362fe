/**
 * Navigation for code that runs outside React (the API base query). The app registers the
 * router's navigate function at start; until then a full page load does the job.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigateImpl: Navigate | null = null;

export function registerNavigator(navigate: Navigate | null): void {
  navigateImpl = navigate;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (navigateImpl) navigateImpl(to, options);
  else if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
}

export function currentPathname(): string {
  return window.location.pathname;
}
