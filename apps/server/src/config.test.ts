import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      PUBLIC_URL: 'http://localhost:3000',
      DEV_OUTBOX: true,
      COOKIE_SECURE: false,
      TRUST_PROXY: false,
      WEB_DIST: 'apps/web/dist',
      DATABASE_POOL_SIZE: 10,
    });
    expect(loadConfig({ DATABASE_POOL_SIZE: '24' }).DATABASE_POOL_SIZE).toBe(24);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('turns the outbox off in production and with SMTP', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).DEV_OUTBOX).toBe(false);
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example:587' }).DEV_OUTBOX).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEV_OUTBOX: 'true' }).DEV_OUTBOX).toBe(true);
  });

  it('names the push sender by the https public address, else by the mail sender', () => {
    expect(loadConfig({}).PUSH_SUBJECT).toBe('mailto:tandem@localhost');
    expect(loadConfig({ PUBLIC_URL: 'https://tasks.example/' }).PUSH_SUBJECT).toBe(
      'https://tasks.example',
    );
    expect(loadConfig({ MAIL_FROM: 'ops@example.org' }).PUSH_SUBJECT).toBe(
      'mailto:ops@example.org',
    );
    expect(loadConfig({ PUSH_SUBJECT: 'mailto:push@example.org' }).PUSH_SUBJECT).toBe(
      'mailto:push@example.org',
    );
  });

  it.each([
    ['PUSH_SUBJECT', 'http://example.org'],
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['SMTP_URL', 'http://mail'],
    ['COOKIE_SECURE', 'yes'],
    ['LOG_LEVEL', 'loud'],
    ['DATABASE_POOL_SIZE', '0'],
    ['DATABASE_POOL_SIZE', 'many'],
  ])('stops on a wrong %s, naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});
