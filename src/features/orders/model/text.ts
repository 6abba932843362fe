/*
 * The orders' texts, one file per part in ./text/. Webpack drops unused exports per module, not
 * per page, so one file would put the returns form's texts in the back office's and the tracking
 * page's chunks.
 */
export { ORDER_TEXT } from './text/account';
export { ORDER_PARTS_TEXT } from './text/parts';
export { ORDER_RETURNS_TEXT } from './text/returns';
