interface IconProps {
  className?: string;
}

/**
 * A small inline icon of one path on a 24-unit grid (no icon font: it would cost the first
 * load). Decorative: the caller gives the text alternative beside it.
 */
export function pathIcon(path: string, size = 20) {
  return function PathIcon({ className }: IconProps) {
    return (
      <svg
        className={className}
        viewBox="0 0 24 24"
        width={size}
        height={size}
        aria-hidden="true"
        focusable="false"
        fill="currentColor"
      >
        <path d={path} />
      </svg>
    );
  };
}
