import type { ReactNode } from 'react';
import { Icon, type IconProps } from './icons.tsx';

// The icons of the screens behind the first one, apart from icons.tsx: a module that the entry
// chunk imports travels in it whole, and the first screen's budget (decision 0008) has no room
// for icons only later screens draw.

/**
 * An icon component that draws `drawing` (its paths and circles) in Icon, so an icon is declared
 * as its drawing alone. Not in icons.tsx: the first screen's icons stay plain functions there,
 * as the fragments this takes would only add to its budget.
 */
export function iconOf(drawing: ReactNode) {
  return function DrawnIcon(props: IconProps) {
    return <Icon {...props}>{drawing}</Icon>;
  };
}

/** A magnifying glass, for search. */
export const SearchIcon = iconOf(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-4-4" />
  </>,
);

/** An arrow pointing back, for "back to results". */
export const ArrowLeftIcon = iconOf(<path d="M19 12H5M12 19l-7-7 7-7" />);

/** A cross in a rounded square, for first aid. */
export const FirstAidIcon = iconOf(
  <>
    <rect x="3" y="3" width="18" height="18" rx="3" />
    <path d="M12 8v8M8 12h8" />
  </>,
);

/** A drop, for spills. */
export const DropletIcon = iconOf(<path d="M12 3s-6 6.5-6 11a6 6 0 0 0 12 0c0-4.5-6-11-6-11Z" />);

/** A flame, for fire. */
export const FlameIcon = iconOf(
  <path d="M12 21a6 6 0 0 0 6-6c0-4-3-6-4-10-2 2-3 4-3 6-1-1-2-2-2-3-2 2-3 4.5-3 7a6 6 0 0 0 6 6Z" />,
);

/** A shield, for protective equipment. */
export const ShieldIcon = iconOf(
  <>
    <path d="M12 3 4 6v6c0 4.5 3.4 8.2 8 9 4.6-.8 8-4.5 8-9V6l-8-3Z" />
    <path d="m9 12 2 2 4-4" />
  </>,
);

/** A chevron pointing to the reading direction's end, for links to a detail screen. */
export const ChevronIcon = iconOf(<path d="m9 6 6 6-6 6" />);

/** A sheet of paper with a folded corner, for documents. */
export const FileIcon = iconOf(
  <>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5Z" />
    <path d="M14 3v5h5" />
  </>,
);

/** An arrow into a tray, for saving a file. */
export const DownloadIcon = iconOf(
  <>
    <path d="M12 4v11" />
    <path d="m7 10 5 5 5-5" />
    <path d="M5 20h14" />
  </>,
);

/** A printer, for the generated sheet and label. */
export const PrinterIcon = iconOf(
  <>
    <path d="M7 9V3h10v6" />
    <rect x="3" y="9" width="18" height="8" rx="2" />
    <path d="M7 14h10v7H7z" />
  </>,
);
