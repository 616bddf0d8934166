import { afterEach, describe, expect, it, vi } from 'vitest';
import { REPORT_DEFAULTS } from '../../../shared/reports.ts';
import { logSettingsFallbacksTo, readStoredSettings, reportSettingsFallbacks } from './stored-report-settings.ts';

afterEach(() => logSettingsFallbacksTo(null));

describe('readStoredSettings', () => {
  it('keeps every readable field when one field is broken', () => {
    const { settings, fallbacks } = readStoredSettings({
      private_reports_enabled: true,
      goal_tracking_enabled: true,
      report_summary_hour: 'nine',
      config: { hour: 7, minute: 30, time_zone: 'Asia/Kolkata' },
    });
    expect(settings).toMatchObject({
      private_reports_enabled: true,
      goal_tracking_enabled: true,
      report_summary_hour: REPORT_DEFAULTS.summaryHour,
      config: { hour: 7, minute: 30, time_zone: 'Asia/Kolkata' },
    });
    expect(fallbacks).toEqual([{ field: 'report_summary_hour', stored: 'nine', used: REPORT_DEFAULTS.summaryHour }]);
  });

  it('falls back to the closed choice for the fields that decide who reads answers', () => {
    const { settings, fallbacks } = readStoredSettings({
      private_reports_enabled: 'yes',
      enable_channel_broadcast: 'sometimes',
      email_notifications: 'boss@example.com',
    });
    expect(settings).toMatchObject({
      private_reports_enabled: true,
      enable_channel_broadcast: false,
      email_notifications: [],
    });
    expect(fallbacks.map((fallback) => fallback.field).sort()).toEqual([
      'email_notifications',
      'enable_channel_broadcast',
      'private_reports_enabled',
    ]);
  });

  it('uses today’s defaults for fields a row predates, without calling it a fallback', () => {
    const { settings, fallbacks } = readStoredSettings({ config: { hour: 9 } });
    expect(settings.private_reports_enabled).toBe(false);
    expect(settings.config.minute).toBe(REPORT_DEFAULTS.minute);
    expect(fallbacks).toEqual([]);
  });

  it.each([null, 'text', [1, 2], 42])('reads %j as all defaults with privacy on', (stored) => {
    const { settings, fallbacks } = readStoredSettings(stored);
    expect(settings.private_reports_enabled).toBe(true);
    expect(settings.enable_channel_broadcast).toBe(false);
    expect(fallbacks).toHaveLength(1);
  });

  it('reads a config that is not an object as the default config', () => {
    const { settings, fallbacks } = readStoredSettings({ config: 'weekly', private_reports_enabled: true });
    expect(settings.config.hour).toBe(REPORT_DEFAULTS.hour);
    expect(settings.private_reports_enabled).toBe(true);
    expect(fallbacks.map((fallback) => fallback.field)).toEqual(['config']);
  });
});

describe('reportSettingsFallbacks', () => {
  it('logs each fallback once per report and stored value', () => {
    const warn = vi.fn();
    logSettingsFallbacksTo({ warn });
    const report = { id: 'r1' };
    const fallbacks = [{ field: 'private_reports_enabled', stored: 'yes', used: true }];
    reportSettingsFallbacks(report, fallbacks);
    reportSettingsFallbacks(report, fallbacks);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatchObject({
      reportId: 'r1',
      fields: [{ field: 'private_reports_enabled', stored: 'yes', used: true }],
    });
    reportSettingsFallbacks(report, [{ field: 'private_reports_enabled', stored: 'no', used: true }]);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
