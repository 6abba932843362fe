import type { COMPANY } from './company';

export type SocialNetwork = keyof typeof COMPANY.social;

export const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  twitter: 'Twitter',
};

/** The four cards of /social-media, each with its fixed follower figure (spec: Screens and routes). */
export const SOCIAL_CARDS: Array<{ network: SocialNetwork; description: string; followers: string }> = [
  {
    network: 'facebook',
    followers: '12.5K',
    description: 'Event albums, client stories and live videos from the venues we dress up every week.',
  },
  {
    network: 'instagram',
    followers: '8.3K',
    description: 'Décor details, behind-the-scenes reels and the best moments of our weddings and launches.',
  },
  {
    network: 'linkedin',
    followers: '5.2K',
    description: 'Corporate event case studies, MICE insights and openings in our growing team.',
  },
  {
    network: 'youtube',
    followers: '15.8K',
    description: 'Wedding films, event aftermovies, workshops and planning guides you can watch anytime.',
  },
];
