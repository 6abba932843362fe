import type { ReactNode } from 'react';
import { lazyOverlay } from './lazyOverlay';

export interface DetailMeta {
  label: string;
  value: ReactNode;
  icon?: ReactNode;
}

export interface DetailModalProps {
  show: boolean;
  onHide: () => void;
  title: string;
  image?: { src: string; alt: string; width: number; height: number };
  badge?: string;
  meta: DetailMeta[];
  children?: ReactNode;
  /** Actions shown before Share and Close (e.g. the Register buttons). */
  actions?: ReactNode;
  /** The link the Share button shares. */
  shareUrl: string;
}

/**
 * The detail modal of a blog post or an event card: image, facts, text, actions, Share (which
 * opens the share panel inside the same modal) and Close. react-bootstrap's Modal keeps focus
 * inside, closes on Escape and gives focus back to the card that opened it.
 * The modal's code loads when a card is first opened.
 */
export const DetailModal = lazyOverlay<DetailModalProps>(
  () => import(/* webpackChunkName: "overlay-detail" */ './DetailModalDialog'),
);
