/** Where each share button sends the link (opened in a new tab; e-mail opens the mail app). */
export function shareTargets(url: string, title: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { id: 'facebook', label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { id: 'twitter', label: 'Twitter', href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    { id: 'linkedin', label: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { id: 'email', label: 'E-mail', href: `mailto:?subject=${t}&body=${t}%0A${u}` },
  ] as const;
}

export const SHARE_TEXT = {
  copyLink: 'Copy Link',
  copied: 'Copied!',
  dialogTitle: 'Share',
  close: 'Close',
} as const;
