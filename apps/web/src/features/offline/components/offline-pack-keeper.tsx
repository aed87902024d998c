import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthenticatedUser } from '../../../lib/authenticated-user.ts';
import { formatMoment } from '../../../lib/format-moment.ts';
import { useIsServedFromPack } from '../../../lib/offline-pack.ts';
import { openOfflinePack, type OfflinePack, type PackStatus } from '../offline-pack-session.ts';
import './offline-banner.css';

/** How often an open app brings its pack up to date. */
export const SYNC_INTERVAL_MS = 15 * 60 * 1000;

function useIsBrowserOnline(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      window.addEventListener('online', onChange);
      window.addEventListener('offline', onChange);
      return () => {
        window.removeEventListener('online', onChange);
        window.removeEventListener('offline', onChange);
      };
    },
    () => navigator.onLine,
    () => true,
  );
}

/**
 * The signed-in device's pack, synced when it opens (sign-in, app start), on reconnect and every
 * fifteen minutes while the app is open (decision 0054).
 */
function useSyncedPack(): PackStatus | null {
  const user = useAuthenticatedUser();
  const [pack, setPack] = useState<OfflinePack | null>(null);
  const companyId = user?.companyId;
  const deviceId = user?.deviceId;
  useEffect(() => {
    if (!companyId || !deviceId) return;
    let isCurrent = true;
    let opened: OfflinePack | null = null;
    const sync = () => {
      if (!opened || !navigator.onLine) return;
      opened.sync().catch((error: unknown) => console.warn('The offline pack did not sync', error));
    };
    void openOfflinePack({ companyId, deviceId })
      ?.then(async (value) => {
        if (!isCurrent) return;
        opened = value;
        setPack(value);
        await value.refreshStatus();
        sync();
      })
      .catch((error: unknown) => console.warn('The offline pack could not be opened', error));
    window.addEventListener('online', sync);
    const timer = window.setInterval(sync, SYNC_INTERVAL_MS);
    return () => {
      isCurrent = false;
      window.removeEventListener('online', sync);
      window.clearInterval(timer);
    };
  }, [companyId, deviceId]);
  return useSyncExternalStore(
    (onChange) => pack?.subscribe(onChange) ?? (() => undefined),
    () => pack?.getStatus() ?? null,
    () => null,
  );
}

/**
 * Keeps the offline pack and says when the screen shows it: "Offline — sheets as of <time>"
 * while the network is off or does not answer; that the storage is full when sheets had to go.
 */
export function OfflinePackKeeper() {
  const { t, i18n } = useTranslation('products');
  const status = useSyncedPack();
  const isOnline = useIsBrowserOnline();
  const isServedFromPack = useIsServedFromPack();
  const isOffline = !isOnline || isServedFromPack;
  if (!isOffline && !status?.isStorageFull) return null;
  const title = !isOffline
    ? null
    : status?.syncedAt
      ? t('offline.banner', { time: formatMoment(status.syncedAt, i18n.language) })
      : t('offline.bannerNoPack');
  return (
    <div className="offline-banner" role="status">
      {title ? <p className="offline-banner__title">{title}</p> : null}
      {status?.isStorageFull ? (
        <p className="offline-banner__note">{t('offline.storageFull')}</p>
      ) : null}
    </div>
  );
}

/** A size the way the reader writes numbers: `412 kB`, `38.5 MB`. */
function formatBytes(bytes: number, language: string): string {
  const isLarge = bytes >= 1_000_000;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: isLarge ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: isLarge ? 1 : 0,
  }).format(isLarge ? bytes / 1_000_000 : Math.max(1, Math.round(bytes / 1000)));
}

/** The signed-in device's pack (the keeper syncs it) and how it stands. */
function useOpenedPack(): { pack: OfflinePack | null; status: PackStatus | null } {
  const user = useAuthenticatedUser();
  const [pack, setPack] = useState<OfflinePack | null>(null);
  const companyId = user?.companyId;
  const deviceId = user?.deviceId;
  useEffect(() => {
    if (!companyId || !deviceId) return;
    let isCurrent = true;
    void openOfflinePack({ companyId, deviceId })
      ?.then(async (value) => {
        if (!isCurrent) return;
        setPack(value);
        if (!value.getStatus()) await value.refreshStatus();
      })
      .catch((error: unknown) => console.warn('The offline pack could not be opened', error));
    return () => {
      isCurrent = false;
    };
  }, [companyId, deviceId]);
  const status = useSyncExternalStore(
    (onChange) => pack?.subscribe(onChange) ?? (() => undefined),
    () => pack?.getStatus() ?? null,
    () => null,
  );
  return { pack, status };
}

/**
 * "Keep the safety data sheets' PDFs on this device too (38.5 MB)" at the foot of the device
 * screens (issue 24): off until chosen, remembered in the device's pack, with the total size
 * stated before the user agrees. On, the pdfs download in the background, the most recently
 * used sheets first; a full storage keeps what fits and says so. Off deletes them.
 */
export function OfflinePdfChoice() {
  const { t, i18n } = useTranslation('products');
  const { pack, status } = useOpenedPack();
  // The choice being saved: the box shows it at once.
  const [saving, setSaving] = useState<boolean | null>(null);
  const noteId = useId();
  const pdfs = status?.pdfs;
  if (!pack || !pdfs || (pdfs.count === 0 && !pdfs.isWanted)) return null;
  const size = (bytes: number) => formatBytes(bytes, i18n.language);
  const isWanted = saving ?? pdfs.isWanted;
  return (
    <div className="offline-pdfs">
      <label className="offline-pdfs__choice">
        <input
          type="checkbox"
          checked={isWanted}
          disabled={saving !== null}
          aria-describedby={isWanted ? noteId : undefined}
          onChange={(event) => {
            setSaving(event.target.checked);
            void pack
              .choosePdfs(event.target.checked)
              .catch((error: unknown) => console.warn('The pdf choice was not saved', error))
              .finally(() => setSaving(null));
          }}
        />
        <span>{t('offline.pdfsChoice', { size: size(pdfs.bytes) })}</span>
      </label>
      {isWanted ? (
        <p id={noteId} className="offline-pdfs__note" role="status">
          {pdfs.isStorageFull
            ? t('offline.pdfsStorageFull', { stored: size(pdfs.storedBytes) })
            : t('offline.pdfsKept', { stored: size(pdfs.storedBytes), total: size(pdfs.bytes) })}
        </p>
      ) : null}
    </div>
  );
}
