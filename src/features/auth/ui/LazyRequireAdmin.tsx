import { lazy, Suspense, type ReactNode } from 'react';
import { PageLoader } from '@/shared/ui/PageLoader';

// The admin guard is only needed under /admin: it loads there, beside the admin shell, and the
// public pages' first render goes without it.
const Guard = lazy(() =>
  import(/* webpackChunkName: "require-admin" */ './RequireAdmin').then((module) => ({ default: module.RequireAdmin })),
);

export function LazyRequireAdmin({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<PageLoader />}>
      <Guard>{children}</Guard>
    </Suspense>
  );
}
