/** The site's mark: a marigold-like bloom in the brand colours (decorative next to the name). */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="15" fill="#7a1f3d" />
      <g fill="#d4a017">
        <circle cx="16" cy="8.5" r="4" />
        <circle cx="23.5" cy="16" r="4" />
        <circle cx="16" cy="23.5" r="4" />
        <circle cx="8.5" cy="16" r="4" />
      </g>
      <circle cx="16" cy="16" r="4.5" fill="#fff" />
    </svg>
  );
}
