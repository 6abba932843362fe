import { Link } from 'react-router';
import { ROUTES } from '@/shared/config/routes';
import { useWishlist, useWishlistMergeAtLogin } from '../model/useWishlist';
import { WISHLIST_TEXT } from '../model/text';

export function HeartIcon({ filled = false, size = 22 }: { filled?: boolean; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 20.5s-7.5-4.6-9.2-9.3C1.7 8 3.6 4.5 7.1 4.5c2 0 3.5 1.1 4.9 2.9 1.4-1.8 2.9-2.9 4.9-2.9 3.5 0 5.4 3.5 4.3 6.7-1.7 4.7-9.2 9.3-9.2 9.3Z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The header's wishlist link with the count; it also merges a guest's list into the account at login. */
export function WishlistLink({ className = '' }: { className?: string }) {
  useWishlistMergeAtLogin();
  const { count } = useWishlist();
  return (
    <Link
      to={ROUTES.wishlist}
      className={`btn btn-link text-body position-relative p-2 ${className}`}
      aria-label={WISHLIST_TEXT.link(count)}
    >
      <HeartIcon />
      {count > 0 && (
        <span
          className="position-absolute top-0 start-100 translate-middle badge rounded-pill bg-primary"
          aria-hidden="true"
          data-testid="wishlist-count"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
