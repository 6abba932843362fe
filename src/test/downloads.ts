/**
 * Catches what `downloadText` offers (jsdom has no object URLs and would try to follow the link):
 * the files as Blobs, and how often a download link was clicked. `restore` puts the link back.
 */
export function captureDownloads() {
  const blobs: Blob[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:export';
  });
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return { blobs, click, restore: () => click.mockRestore() };
}
