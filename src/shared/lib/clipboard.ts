import { useCallback, useEffect, useRef, useState } from 'react';

/** Copies text; a failure (no permission, no clipboard API) is only logged (spec: Error catalogue). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch (error) {
    console.error('Copy to clipboard failed', error);
    return false;
  }
}

/** A copy action whose `copied` flag stays true for `ms` (spec: Business constants: copied states last 2 seconds). */
export function useCopyWithFeedback(ms = 2000) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(
    async (text: string) => {
      if (!(await copyText(text))) return;
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), ms);
    },
    [ms],
  );
  return { copied, copy };
}
