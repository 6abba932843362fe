/**
 * Intrinsic sizes of the hero artwork (the layout reserves the space before it loads). The slides
 * themselves are managed in the back office (/admin/banners) and served by GET /api/banners.
 */
export const HERO_IMAGE_SIZE = { desktop: { width: 1600, height: 640 }, mobile: { width: 750, height: 900 } } as const;
