import type { CompanyLicenceStatus } from '@sds/contract';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/badge.tsx';

const STATUS_TONES = {
  Active: 'good',
  NotStarted: 'neutral',
  Expired: 'muted',
  Cancelled: 'danger',
} as const satisfies Record<CompanyLicenceStatus, string>;

/** Where a company licence stands today: Active, Not started yet, Expired or Cancelled. */
export function LicenceStatusBadge({ status }: { status: CompanyLicenceStatus }) {
  const { t } = useTranslation('admin');
  return <Badge tone={STATUS_TONES[status]}>{t(`licences.status.${status}`)}</Badge>;
}
