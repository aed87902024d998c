import { iconOf } from './screen-icons.tsx';

// The icons of the screens that change things (editing, imports, administration), apart from
// icons.tsx: the first screen imports that module, and these would only add to its budget.

/** A plus, for adding something new. */
export const PlusIcon = iconOf(<path d="M12 5v14M5 12h14" />);

/** A pencil, for editing. */
export const PencilIcon = iconOf(
  <>
    <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4Z" />
    <path d="m13.5 6.5 4 4" />
  </>,
);

/** An arrow out of a tray, for uploading a file. */
export const UploadIcon = iconOf(
  <>
    <path d="M12 16V4" />
    <path d="m7 9 5-5 5 5" />
    <path d="M5 20h14" />
  </>,
);

/** A cross, for removing an entry from a list. */
export const RemoveIcon = iconOf(<path d="M6 6l12 12M18 6 6 18" />);

/** A tick, for something done. */
export const CheckIcon = iconOf(<path d="m5 12.5 4.5 4.5L19 7.5" />);

/** An arrow turning back on itself, for doing something again. */
export const RepeatIcon = iconOf(
  <>
    <path d="M20 11a8 8 0 1 0-2.3 5.7" />
    <path d="M20 4v7h-7" />
  </>,
);

/** Two sheets, for copying. */
export const CopyIcon = iconOf(
  <>
    <rect x="9" y="9" width="11" height="11" rx="2" />
    <path d="M5 15V6a2 2 0 0 1 2-2h9" />
  </>,
);

/** An open eye, for showing something hidden. */
export const EyeIcon = iconOf(
  <>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);

/** An eye struck through, for hiding something shown. */
export const EyeOffIcon = iconOf(
  <>
    <path d="M10.6 5.1A10 10 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-2.9 3.7M6.6 6.6C3.8 8.3 2 12 2 12s3.6 7 10 7a9.6 9.6 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />
  </>,
);

/** A waste bin, for deleting for good. */
export const TrashIcon = iconOf(
  <>
    <path d="M4 7h16M10 11v6M14 11v6" />
    <path d="M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
  </>,
);
