import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import { captureError } from '../../../lib/monitoring.ts';
import type { CodeReader } from '../code-reader.ts';
import { actionForScannedCode, type ScannedCodeAction } from '../scanned-code.ts';

/** Where the scan stands, each with its own text in the dialog. */
export type ScanStatus =
  | 'starting'
  | 'scanning'
  /** A while of looking without reading any code. */
  | 'nothing-found'
  /** A code was read that is neither a portal label nor a product barcode. */
  | 'not-a-portal-code'
  | 'permission-denied'
  | 'no-camera'
  | 'camera-failed'
  | 'reader-failed';

/** Frames are read five times a second: quick enough for a hand, light on a phone's battery. */
const READ_INTERVAL_MS = 200;
/** After this long without a code, the dialog gives advice. */
const NOTHING_FOUND_AFTER_MS = 12_000;
/**
 * A reader that fails this many frames in a row (two seconds) is broken, not unlucky: the
 * dialog says the reader failed, and the error is reported, instead of advising better light.
 */
const FAILED_READS_BEFORE_GIVING_UP = 10;

/** The rear camera, in a size the readers handle well. */
const CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  audio: false,
  video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
};

/** Why the camera did not start, from getUserMedia's DOMException names. */
function cameraFailure(error: unknown): ScanStatus {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'permission-denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'no-camera';
  return 'camera-failed';
}

/**
 * From mount (the dialog opening), runs the rear camera into the returned video element and
 * reads it until a portal code comes along, then hands its action to `onAction` once and
 * stops. The camera is released when the dialog closes or the code is found.
 */
export function useCameraScan(
  onAction: (action: Exclude<ScannedCodeAction, { kind: 'not-a-portal-code' }>) => void,
): { video: RefObject<HTMLVideoElement | null>; status: ScanStatus } {
  const video = useRef<HTMLVideoElement | null>(null);
  const [status, setStatus] = useState<ScanStatus>('starting');
  const found = useEffectEvent(onAction);

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;

    let failedReads = 0;

    async function readFrames(reader: CodeReader, startedAt: number) {
      const element = video.current;
      if (stopped || !element) return;
      let codes: { rawValue: string }[] = [];
      if (element.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
        try {
          codes = await reader.detect(element);
          failedReads = 0;
        } catch (error) {
          failedReads += 1;
          if (failedReads >= FAILED_READS_BEFORE_GIVING_UP && !stopped) {
            setStatus('reader-failed');
            captureError(error, { source: 'scan' });
            return;
          }
        }
      }
      if (stopped) return;
      const actions = codes.map((code) => actionForScannedCode(code.rawValue));
      const action = actions.find((candidate) => candidate.kind !== 'not-a-portal-code');
      if (action) {
        stopped = true;
        found(action);
        return;
      }
      if (actions.length > 0) setStatus('not-a-portal-code');
      else if (Date.now() - startedAt > NOTHING_FOUND_AFTER_MS) setStatus('nothing-found');
      timer = setTimeout(() => void readFrames(reader, startedAt), READ_INTERVAL_MS);
    }

    async function start() {
      try {
        stream = await navigator.mediaDevices.getUserMedia(CAMERA_CONSTRAINTS);
      } catch (error) {
        if (!stopped) setStatus(cameraFailure(error));
        return;
      }
      if (stopped) return;
      const element = video.current;
      if (element) {
        element.srcObject = stream;
        await element.play().catch(() => undefined);
      }
      let reader: CodeReader;
      try {
        const { createCodeReader } = await import('../code-reader.ts');
        reader = await createCodeReader();
      } catch {
        if (!stopped) setStatus('reader-failed');
        return;
      }
      if (stopped) return;
      setStatus('scanning');
      void readFrames(reader, Date.now());
    }

    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  return { video, status };
}
