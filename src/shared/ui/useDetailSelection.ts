import { useCallback, useState } from 'react';

/**
 * Which item a detail modal shows. Closing keeps the item until the modal has faded out, so its
 * content does not vanish mid-animation.
 */
export function useDetailSelection<T>() {
  const [selected, setSelected] = useState<T | null>(null);
  const [show, setShow] = useState(false);
  const open = useCallback((item: T) => {
    setSelected(item);
    setShow(true);
  }, []);
  const hide = useCallback(() => setShow(false), []);
  return { selected, show, open, hide };
}
