/** The SDS Portal mark: a hazard diamond on the brand colour, the same drawing as the favicon. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#0f5167" />
      <path d="M16 5.5 26.5 16 16 26.5 5.5 16Z" fill="none" stroke="#fff" strokeWidth="2.4" />
      <path d="M16 11v6.5" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" />
      <circle cx="16" cy="21.3" r="1.6" fill="#fff" />
    </svg>
  );
}
