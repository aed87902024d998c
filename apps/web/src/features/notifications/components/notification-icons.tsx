import { iconOf } from '../../../components/ui/screen-icons.tsx';

/** A bell, for notifications on this device. */
export const BellIcon = iconOf(
  <>
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.9 1.9 0 0 0 3.4 0" />
  </>,
);

/** Two linked companies, for products shared through a subscription. */
export const SharedIcon = iconOf(
  <>
    <circle cx="18" cy="5" r="3" />
    <circle cx="6" cy="12" r="3" />
    <circle cx="18" cy="19" r="3" />
    <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
  </>,
);
