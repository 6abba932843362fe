// Reordering and removing the product's current media in the form, and where the main image goes.

/** `list` with the item at `from` moved to `to`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const moved = [...list];
  const [item] = moved.splice(from, 1);
  moved.splice(to, 0, item);
  return moved;
}

/** The main image's index after the image at `from` moved to `to`: the same picture stays the main one. */
export function mainIndexAfterMove(main: number, from: number, to: number): number {
  if (main === from) return to;
  if (from < main && to >= main) return main - 1;
  if (from > main && to <= main) return main + 1;
  return main;
}

/** The main image's index after the image at `removed` was removed: the first one when it was the main one. */
export function mainIndexAfterRemove(main: number, removed: number): number {
  if (main === removed) return 0;
  return main > removed ? main - 1 : main;
}
