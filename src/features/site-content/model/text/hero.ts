export const HERO_TEXT = {
  label: 'Highlights',
  noun: 'slide',
  loading: 'Loading highlights…',
} as const;
