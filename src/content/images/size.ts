/** Every theme illustration is 640 x 400 (its own file: the server reads it without the pictures). */
export const THEME_ART_SIZE = { width: 640, height: 400 } as const;
