import { iconOf } from '../../../components/ui/screen-icons.tsx';

// Apart from icons.tsx, which the first screen imports: these would only add to its budget.

/** A tick, for something done. */
export const CheckIcon = iconOf(<path d="m5 12 5 5 9-10" />);

/** An envelope, for e-mail on its way. */
export const MailIcon = iconOf(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </>,
);

/** A key, for passwords and codes. */
export const KeyIcon = iconOf(
  <>
    <circle cx="8" cy="15" r="4" />
    <path d="m11 12 9-9M17 6l3 3M15 8l2 2" />
  </>,
);
