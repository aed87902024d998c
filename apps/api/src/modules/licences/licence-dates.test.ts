import { describe, expect, it } from 'vitest';
import { companyLicenceStatus, defaultEndsOn, licenceToday } from './licence-dates.ts';
import { msUntilNextDailyRun } from '../../platform/jobs/daily-job.ts';

describe('licence dates', () => {
  it.each([
    ['2026-01-01', 12, '2026-12-31'],
    ['2026-03-15', 1, '2026-04-14'],
    ['2026-01-31', 1, '2026-02-27'],
    ['2024-02-29', 12, '2025-02-27'],
    ['2026-11-30', 3, '2027-02-27'],
    ['2999-12-31', 120, '3009-12-30'],
  ])('runs a licence from %s for %i months to %s', (startsOn, months, endsOn) => {
    expect(defaultEndsOn(startsOn, months)).toBe(endsOn);
  });

  it('counts days in UTC', () => {
    expect(licenceToday(new Date('2026-06-30T23:30:00-02:00'))).toBe('2026-07-01');
  });

  it('tells the four states apart, cancellation first and both end days included', () => {
    const period = { startsOn: '2026-03-01', endsOn: '2026-03-31', cancelledAt: null };
    expect(companyLicenceStatus(period, '2026-02-28')).toBe('NotStarted');
    expect(companyLicenceStatus(period, '2026-03-01')).toBe('Active');
    expect(companyLicenceStatus(period, '2026-03-31')).toBe('Active');
    expect(companyLicenceStatus(period, '2026-04-01')).toBe('Expired');
    expect(companyLicenceStatus({ ...period, endsOn: null }, '2099-01-01')).toBe('Active');
    expect(companyLicenceStatus({ ...period, cancelledAt: new Date() }, '2026-03-10')).toBe(
      'Cancelled',
    );
  });

  it('runs the daily licence job at 00:05 UTC of the next day', () => {
    expect(msUntilNextDailyRun(new Date('2026-05-10T00:04:00Z'))).toBe(24 * 3600_000 + 60_000);
    expect(msUntilNextDailyRun(new Date('2026-12-31T23:00:00Z'))).toBe(65 * 60_000);
  });
});
