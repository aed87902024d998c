import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CodeReader } from '../code-reader.ts';
import { useCameraScan } from './use-camera-scan.ts';

const reader = vi.hoisted(() => ({ detect: vi.fn() }));
vi.mock('../code-reader.ts', () => ({ createCodeReader: () => Promise.resolve(reader) }));
const captureError = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/monitoring.ts', () => ({ captureError }));

const PRODUCT_ID = '0b6c1a8e-3f1d-4b5e-9c2a-7d4e5f6a7b8c';
const stopTrack = vi.fn();

/** A video element that has a frame, as a playing camera picture does. */
function playingVideo(): HTMLVideoElement {
  const element = document.createElement('video');
  Object.defineProperty(element, 'readyState', { value: HTMLMediaElement.HAVE_ENOUGH_DATA });
  element.play = () => Promise.resolve();
  return element;
}

/** Mounts the hook with its video element in place before the camera answers. */
function scan(detect: CodeReader['detect']) {
  reader.detect.mockImplementation(detect);
  const onAction = vi.fn();
  const hook = renderHook(() => useCameraScan(onAction));
  hook.result.current.video.current = playingVideo();
  return { hook, onAction };
}

beforeEach(() => {
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: {
      getUserMedia: () => Promise.resolve({ getTracks: () => [{ stop: stopTrack }] }),
    },
  });
});

afterEach(() => {
  vi.clearAllMocks();
});

describe('reading the camera picture', () => {
  it('says the reader failed, and reports why, when every frame fails to read', async () => {
    const failure = new Error('BindingError: unbound types');
    const { hook, onAction } = scan(() => Promise.reject(failure));
    await waitFor(() => expect(hook.result.current.status).toBe('reader-failed'), {
      timeout: 5_000,
    });
    expect(reader.detect).toHaveBeenCalledTimes(10);
    expect(captureError).toHaveBeenCalledExactlyOnceWith(failure, { source: 'scan' });
    expect(onAction).not.toHaveBeenCalled();
    // It stops reading once it has given up.
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(reader.detect).toHaveBeenCalledTimes(10);
    hook.unmount();
    expect(stopTrack).toHaveBeenCalled();
  });

  it('keeps reading through a few failed frames and opens the sheet it then reads', async () => {
    let reads = 0;
    const { hook, onAction } = scan(() => {
      reads += 1;
      if (reads <= 3) return Promise.reject(new Error('a frame the reader could not take'));
      return Promise.resolve([{ rawValue: `https://sds.example.com/redirect?id=${PRODUCT_ID}` }]);
    });
    await waitFor(() => expect(onAction).toHaveBeenCalled(), { timeout: 5_000 });
    expect(onAction).toHaveBeenCalledExactlyOnceWith({
      kind: 'open-sheet',
      path: `/product/${PRODUCT_ID}`,
    });
    expect(hook.result.current.status).not.toBe('reader-failed');
    expect(captureError).not.toHaveBeenCalled();
    hook.unmount();
  });
});
