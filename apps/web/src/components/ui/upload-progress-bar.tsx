import { useTranslation } from 'react-i18next';
import './upload-progress-bar.css';

/** "45 %" the way the reader writes percentages. */
function formatPercent(fraction: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(
    fraction,
  );
}

type UploadProgressBarProps = {
  /** Bytes sent so far, of `total`. */
  loaded: number;
  total: number;
  /** What the bar stands for ("Uploading supplier-sds.pdf"): its accessible name. */
  label: string;
  /** Shows the bar full whatever the bytes say: the server has the file. */
  isDone?: boolean;
};

/** How much of one file is sent: a bar and the percentage beside it. */
export function UploadProgressBar({
  loaded,
  total,
  label,
  isDone = false,
}: UploadProgressBarProps) {
  const { i18n } = useTranslation();
  const fraction = total > 0 ? Math.min(loaded / total, 1) : 0;
  const shown = isDone ? 1 : fraction;
  return (
    <span className="upload-progress">
      <progress max={1} value={shown} aria-label={label} />
      <span className="upload-progress__percent">{formatPercent(shown, i18n.language)}</span>
    </span>
  );
}
