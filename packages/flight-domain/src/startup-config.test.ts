import { describe, expect, it } from 'vitest';
import { formatStartupConfigIssues, parseStartupConfig } from './startup-config';

describe('parseStartupConfig', () => {
  it('accepts a backend URL alone and defaults the plugin flag to false', () => {
    expect(parseStartupConfig({ VITE_BACKEND_URL: 'https://api.example.com' })).toEqual({
      success: true,
      config: { backendUrl: 'https://api.example.com', lowCostPluginEnabled: false },
    });
  });

  it('reads the title and the flag', () => {
    expect(
      parseStartupConfig({
        VITE_BACKEND_URL: 'http://127.0.0.1:4010',
        VITE_APP_TITLE: 'Comptoir',
        VITE_LOW_COST_PLUGIN: 'true',
      }),
    ).toEqual({
      success: true,
      config: { backendUrl: 'http://127.0.0.1:4010', appTitle: 'Comptoir', lowCostPluginEnabled: true },
    });
  });

  it('accepts the flag as a boolean, as Vite defines may pass it', () => {
    expect(
      parseStartupConfig({ VITE_BACKEND_URL: 'https://api.example.com', VITE_LOW_COST_PLUGIN: true }),
    ).toEqual({
      success: true,
      config: { backendUrl: 'https://api.example.com', lowCostPluginEnabled: true },
    });
  });

  it('names every bad variable with its message', () => {
    const result = parseStartupConfig({ VITE_APP_TITLE: '', VITE_LOW_COST_PLUGIN: 'maybe' });
    expect(result).toEqual({
      success: false,
      issues: [
        { variable: 'VITE_BACKEND_URL', message: 'The backend URL is required.' },
        { variable: 'VITE_APP_TITLE', message: 'The app title must have at least 1 character.' },
        { variable: 'VITE_LOW_COST_PLUGIN', message: 'The low-cost plugin flag must be true or false.' },
      ],
    });
  });

  it('rejects a backend URL that is not an absolute http(s) URL', () => {
    for (const bad of ['api.example.com', 'ftp://api.example.com', '/api']) {
      const result = parseStartupConfig({ VITE_BACKEND_URL: bad });
      expect(result.success).toBe(false);
      if (!result.success) {
        expect(result.issues[0]?.message).toBe(
          'The backend URL must be an absolute http(s) URL, for example https://api.example.com.',
        );
      }
    }
  });

  it('formats issues one per line', () => {
    expect(
      formatStartupConfigIssues([
        { variable: 'VITE_BACKEND_URL', message: 'The backend URL is required.' },
        { variable: 'VITE_APP_TITLE', message: 'x' },
      ]),
    ).toBe('  VITE_BACKEND_URL: The backend URL is required.\n  VITE_APP_TITLE: x');
  });
});
