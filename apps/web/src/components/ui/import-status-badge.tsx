import { CheckIcon } from './edit-icons.tsx';
import { AlertIcon, ClockIcon } from './icons.tsx';
import type { ImportTone } from '../../lib/import-status.ts';
import './import-status-badge.css';

const TONE_ICONS: Record<ImportTone, typeof ClockIcon> = {
  progress: ClockIcon,
  done: CheckIcon,
  attention: AlertIcon,
  failed: AlertIcon,
};

/**
 * An import's state in a word or two, with an icon: its colour only repeats what the words
 * say. On the import screen's rows and the review screen's converted requests alike.
 */
export function ImportStatusBadge({ tone, label }: { tone: ImportTone; label: string }) {
  const Icon = TONE_ICONS[tone];
  return (
    <span className={`import-badge import-badge--${tone}`}>
      <Icon width={16} height={16} />
      {label}
    </span>
  );
}
