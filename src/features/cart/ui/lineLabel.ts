import type { CartLine } from '../model/types';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** `Size M · Green`, or '' for a line without options. */
export const lineOptions = (line: Pick<CartLine, 'size' | 'colour'>) =>
  [line.size ? `Size ${line.size}` : null, line.colour ? capitalise(line.colour) : null].filter(Boolean).join(' · ');

/** The line's name with its options, for buttons and announcements: `Darjeeling Tea Hamper (Size M, Green)`. */
export const lineLabel = (line: Pick<CartLine, 'name' | 'size' | 'colour'>) => {
  const options = lineOptions(line).replace(' · ', ', ');
  return options ? `${line.name} (${options})` : line.name;
};
