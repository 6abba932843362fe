// The page's own texts (its shared texts live in its features and content).

export const SOCIAL_TEXT = {
  lead: 'Follow our events as they happen, and the stories behind them.',
  followers: 'followers',
  follow: 'Follow',
} as const;
