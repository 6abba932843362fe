import { useState } from 'react';
import { isCollaboration } from '@/content/shop/filters';
import { SHOP_TEXT } from '@/content/shop/text';
import { lazyOverlay } from '@/shared/ui/lazyOverlay';
import { FilterNav } from './FilterNav';

// The drawer (Offcanvas and its styles) loads the first time a narrow screen opens it.
const FilterDrawer = lazyOverlay(() => import(/* webpackChunkName: "filter-drawer" */ './FilterDrawer'));

/**
 * The filter links (spec: Screens and routes): inline from 768 px up, in a drawer below. The Collaborations group
 * expands and starts open when one of its filters is active.
 */
export function FilterSidebar({ activeSlug, search }: { activeSlug?: string; search?: string }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [collaborationsOpen, setCollaborationsOpen] = useState(isCollaboration(activeSlug));
  const close = () => setDrawerOpen(false);
  const nav = {
    search,
    collaborationsOpen,
    onToggleCollaborations: () => setCollaborationsOpen((open) => !open),
    onNavigate: close,
  };

  return (
    <>
      <button
        type="button"
        className="btn btn-outline-primary d-md-none mb-3"
        aria-haspopup="dialog"
        onClick={() => setDrawerOpen(true)}
      >
        {SHOP_TEXT.filters.open}
      </button>
      <div className="d-none d-md-block">
        <FilterNav {...nav} heading />
      </div>
      <FilterDrawer show={drawerOpen} onHide={close} {...nav} />
    </>
  );
}
