import { createBrowserRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import {
  captureError,
  getCreateBrowserRouter,
  startMonitoring,
  type MonitoringService,
} from './monitoring.ts';

const settings = { environment: 'test', release: '1.2.3' };

describe('monitoring', () => {
  it('loads and sends nothing without a monitoring key', async () => {
    const load = vi.fn();
    await expect(startMonitoring({ ...settings, monitoringKey: null }, load)).resolves.toBe(false);
    await expect(startMonitoring({ ...settings, monitoringKey: '  ' }, load)).resolves.toBe(false);
    expect(load).not.toHaveBeenCalled();
    expect(getCreateBrowserRouter()).toBe(createBrowserRouter);
    expect(() => captureError(new Error('ignored'))).not.toThrow();
  });

  it('keeps the app running when the reporting code cannot be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = vi.fn().mockRejectedValue(new Error('chunk failed'));
    const key = 'http://public@127.0.0.1:9000/1';
    await expect(startMonitoring({ ...settings, monitoringKey: key }, load)).resolves.toBe(false);
    expect(warn).toHaveBeenCalled();
    expect(getCreateBrowserRouter()).toBe(createBrowserRouter);
  });

  it('starts with the key, instruments the router and forwards caught errors', async () => {
    const wrapped = vi.fn() as unknown as typeof createBrowserRouter;
    const service: MonitoringService = {
      wrapCreateBrowserRouter: vi.fn(() => wrapped),
      captureException: vi.fn(),
    };
    const load = vi.fn().mockResolvedValue(service);
    const key = 'http://public@127.0.0.1:9000/1';

    await expect(startMonitoring({ ...settings, monitoringKey: key }, load)).resolves.toBe(true);

    expect(load).toHaveBeenCalledWith({ ...settings, monitoringKey: key });
    expect(getCreateBrowserRouter()).toBe(wrapped);
    const error = new Error('route failed');
    captureError(error, { source: 'route' });
    expect(service.captureException).toHaveBeenCalledWith(error, { source: 'route' });
  });
});
