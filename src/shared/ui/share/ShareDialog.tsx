import { lazyOverlay } from '../lazyOverlay';

export interface ShareDialogProps {
  show: boolean;
  onHide: () => void;
  url: string;
  title: string;
}

/** The share dialog (links page), loaded when first opened: the share panel in a modal that returns focus when closed. */
export const ShareDialog = lazyOverlay<ShareDialogProps>(
  () => import(/* webpackChunkName: "overlay-share" */ './ShareDialogModal'),
);
