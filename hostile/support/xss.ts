/**
 * Script-injection payloads stored through the API by the hostile-input tests and viewed in
 * Chromium by `e2e/xss.spec.ts`. Each would set `window.__xss` if it ever ran; all fit
 * the shortest text fields (60 characters).
 */
export const XSS_PAYLOADS = [
  '<img src=x onerror=window.__xss=1>',
  '<script>window.__xss=2</script>',
  '"><svg onload=window.__xss=3>',
  'javascript:window.__xss=4',
  "'><iframe srcdoc='<script>parent.__xss=5</script>'>",
] as const;

/** What must never appear unescaped in an HTML page or mail built from stored text. */
export const XSS_MARKERS = ['<img src=x', '<script>window', '<svg onload', '<iframe srcdoc'] as const;
