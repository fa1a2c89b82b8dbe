import type { ReactNode } from 'react';

/**
 * The site's icons as inline SVG: emoji and dingbats (🔑 🔒 ★ ► ✓ …) render as empty boxes on a
 * device without an emoji font, which school tablets and Linux desktops often are. Each icon is decoration only
 * (aria-hidden, not focusable): the control that holds it carries the accessible name. They draw in
 * currentColor at 1em, so they take the colour and size of the text around them.
 */
type IconProps = { className?: string };

function Icon({ className, children, filled = false }: IconProps & { children: ReactNode; filled?: boolean }) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      aria-hidden="true"
      focusable="false"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export const KeyIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="8" cy="15" r="5" />
    <path d="M11.5 11.5 21 2M17 6l3 3M14.5 8.5 17 11" />
  </Icon>
);

export const LockIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="4" y="11" width="16" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </Icon>
);

/** Outlined when `filled` is false: a bookmark toggle shows its state by fill, its aria-pressed says it in words. */
export const StarIcon = ({ filled = false, ...p }: IconProps & { filled?: boolean }) => (
  <Icon {...p} filled={filled}>
    <path d="m12 2.8 2.85 5.8 6.4.93-4.63 4.5 1.1 6.37L12 17.4l-5.72 3 1.1-6.37-4.63-4.5 6.4-.93z" />
  </Icon>
);

export const PlayIcon = (p: IconProps) => (
  <Icon {...p} filled>
    <path d="M7 4.5v15l12.5-7.5z" />
  </Icon>
);

export const PauseIcon = (p: IconProps) => (
  <Icon {...p} filled>
    <rect x="6" y="4.5" width="4" height="15" rx="1" />
    <rect x="14" y="4.5" width="4" height="15" rx="1" />
  </Icon>
);

export const CloseIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Icon>
);

export const CheckIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m4.5 12.5 5 5L20 7" />
  </Icon>
);

export const ChevronLeftIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m15 5-7 7 7 7" />
  </Icon>
);

export const ChevronRightIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m9 5 7 7-7 7" />
  </Icon>
);

export const PlusIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 5v14M5 12h14" />
  </Icon>
);

export const MinusIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5 12h14" />
  </Icon>
);

/** an open book: "Mitlesen" in the player's control bar */
export const BookIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M2 5.5C4.5 4.5 8.5 4.5 12 6.5c3.5-2 7.5-2 10-1v13c-2.5-1-6.5-1-10 1-3.5-2-7.5-2-10-1z" />
    <path d="M12 6.5v13" />
  </Icon>
);
