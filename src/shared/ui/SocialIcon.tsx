import {
  FacebookIcon,
  GlobeIcon,
  InstagramIcon,
  LinkedInIcon,
  MailIcon,
  PhoneIcon,
  TwitterIcon,
  YouTubeIcon,
} from './icons';

const ICONS = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  linkedin: LinkedInIcon,
  youtube: YouTubeIcon,
  twitter: TwitterIcon,
  email: MailIcon,
  phone: PhoneIcon,
  website: GlobeIcon,
} as const;

export type SocialIconName = keyof typeof ICONS;

/** The icon of a network or contact channel (decorative: the link carries the name). */
export function SocialIcon({ network, size }: { network: SocialIconName; size?: number }) {
  const Icon = ICONS[network];
  return <Icon size={size} />;
}
