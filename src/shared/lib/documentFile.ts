/** `UE/26-27/000123` -> `UE-26-27-000123.pdf`: a tax document's file name. */
export const documentFileName = (number: string) => `${number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;
