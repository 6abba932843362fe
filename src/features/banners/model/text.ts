export const BANNERS_TEXT = {
  label: 'Highlights',
  noun: 'slide',
  loading: 'Loading highlights…',
} as const;
