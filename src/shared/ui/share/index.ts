export { ShareDialog } from './ShareDialog';
export { SharePanel } from './SharePanel';
export { SHARE_TEXT, shareTargets } from './shareLinks';
