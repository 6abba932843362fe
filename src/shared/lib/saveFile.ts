/** Hands an object URL (a file fetched behind the user's token) to the browser as a download, then lets it go. */
export function saveFile(url: string, fileName: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** `UE/26-27/000123` -> `UE-26-27-000123.pdf`: a tax document's file name. */
export const documentFileName = (number: string) => `${number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;
