import { describe, expect, it } from 'vitest';
import { isLoopbackHost, partnerFrameOrigins, readEnv, sandboxTools } from './env';

describe('readEnv', () => {
  it('defaults the port, host (loopback), data directory, log level and fault header', () => {
    expect(readEnv({})).toMatchObject({
      PORT: 8080,
      HOST: '127.0.0.1',
      DATA_DIR: '.data',
      LOG_LEVEL: 'info',
      SANDBOX_FAULTS_HEADER: 'auto',
    });
  });

  it('treats empty strings as unset', () => {
    expect(readEnv({ DATABASE_URL: '', API_KEY: '' })).toMatchObject({ DATABASE_URL: undefined, API_KEY: undefined });
  });

  it('fails loudly, naming every bad variable', () => {
    expect(() => readEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', USER_TOKEN_SECRET: 'short' })).toThrow(
      /PORT[\s\S]*DATABASE_URL: must be a postgres:\/\/ URL[\s\S]*USER_TOKEN_SECRET: must be at least 32 characters/,
    );
  });

  it('reads the vault switches: port, extra origins (a checked list), SMS outbox', () => {
    expect(readEnv({})).toMatchObject({ VAULT_PORT: 8090, SANDBOX_SMS_OUTBOX: 'auto' });
    expect(readEnv({}).VAULT_ALLOWED_ORIGINS).toBeUndefined();
    expect(
      readEnv({ VAULT_ALLOWED_ORIGINS: 'https://app.example.com, http://10.0.0.5:8080' }).VAULT_ALLOWED_ORIGINS,
    ).toEqual(['https://app.example.com', 'http://10.0.0.5:8080']);
    expect(() => readEnv({ VAULT_ALLOWED_ORIGINS: 'app.example.com/path' })).toThrow(/VAULT_ALLOWED_ORIGINS/);
  });

  it('serves no source maps unless SOURCE_MAPS=on', () => {
    expect(readEnv({}).SOURCE_MAPS).toBe('off');
    expect(readEnv({ SOURCE_MAPS: 'on' }).SOURCE_MAPS).toBe('on');
    expect(() => readEnv({ SOURCE_MAPS: 'yes' })).toThrow(/SOURCE_MAPS/);
  });

  it('reads REDIS_URL, a redis:// or rediss:// URL, unset by default (the limits in memory)', () => {
    expect(readEnv({}).REDIS_URL).toBeUndefined();
    expect(readEnv({ REDIS_URL: 'redis://127.0.0.1:6379/0' }).REDIS_URL).toBe('redis://127.0.0.1:6379/0');
    expect(readEnv({ REDIS_URL: 'rediss://:pw@cache.example.com:6380' }).REDIS_URL).toBe(
      'rediss://:pw@cache.example.com:6380',
    );
    expect(() => readEnv({ REDIS_URL: '127.0.0.1:6379' })).toThrow(
      /REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/,
    );
  });

  it('reads the event sink quota and retention: defaults, 0 for no quota, and refuses a quota a batch cannot fit', () => {
    expect(readEnv({})).toMatchObject({
      EVENT_QUOTA_CLIENT_BYTES: 16 * 1024 * 1024,
      EVENT_QUOTA_SESSION_BYTES: 4 * 1024 * 1024,
      EVENT_QUOTA_WINDOW_SECONDS: 3600,
      EVENT_RETENTION_DAYS: 30,
    });
    expect(readEnv({ EVENT_QUOTA_CLIENT_BYTES: '0', EVENT_RETENTION_DAYS: '7' })).toMatchObject({
      EVENT_QUOTA_CLIENT_BYTES: 0,
      EVENT_RETENTION_DAYS: 7,
    });
    expect(() =>
      readEnv({
        EVENT_QUOTA_CLIENT_BYTES: '1000',
        EVENT_QUOTA_SESSION_BYTES: '-1',
        EVENT_QUOTA_WINDOW_SECONDS: '5',
        EVENT_RETENTION_DAYS: '0',
      }),
    ).toThrow(
      /EVENT_QUOTA_CLIENT_BYTES[\s\S]*EVENT_QUOTA_SESSION_BYTES[\s\S]*EVENT_QUOTA_WINDOW_SECONDS[\s\S]*EVENT_RETENTION_DAYS/,
    );
  });

  it('refuses a sandbox switch other than on, off or auto', () => {
    expect(() => readEnv({ SANDBOX_SMS_OUTBOX: 'yes', SANDBOX_FAULTS_HEADER: 'true' })).toThrow(
      /SANDBOX_FAULTS_HEADER[\s\S]*SANDBOX_SMS_OUTBOX/,
    );
  });
});

describe('sandboxTools', () => {
  it('turns the SMS outbox, the fault header and the sink reader on by default, since the default host is loopback', () => {
    expect(sandboxTools(readEnv({}))).toEqual({ smsOutbox: true, faultHeader: true, sinkReader: true });
  });

  it('turns them off by default on any other interface', () => {
    for (const HOST of ['0.0.0.0', '::', '192.168.1.20', 'quoteflow.example']) {
      expect(sandboxTools(readEnv({ HOST })), HOST).toEqual({
        smsOutbox: false,
        faultHeader: false,
        sinkReader: false,
      });
    }
  });

  it('follows an explicit on or off whatever the host', () => {
    const on = { HOST: '0.0.0.0', SANDBOX_SMS_OUTBOX: 'on', SANDBOX_FAULTS_HEADER: 'on', SANDBOX_SINK_READER: 'on' };
    expect(sandboxTools(readEnv(on))).toEqual({ smsOutbox: true, faultHeader: true, sinkReader: true });
    const off = { SANDBOX_SMS_OUTBOX: 'off', SANDBOX_FAULTS_HEADER: 'off', SANDBOX_SINK_READER: 'off' };
    expect(sandboxTools(readEnv(off))).toEqual({ smsOutbox: false, faultHeader: false, sinkReader: false });
  });
});

describe('isLoopbackHost', () => {
  it('knows localhost, 127.0.0.0/8 and ::1 in their spellings, and nothing else', () => {
    for (const host of ['localhost', 'LOCALHOST', '127.0.0.1', '127.1.2.3', '::1', '[::1]', '::ffff:127.0.0.1']) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of ['0.0.0.0', '::', '10.0.0.1', '128.0.0.1', 'localhost.example.com', '127.0.0.1.nip.io']) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });
});

describe('the widget framing (docs/decisions/0091)', () => {
  it('frames the demo partner page only by default, on PARTNER_DEMO_PORT', () => {
    const env = readEnv({});
    expect(env.PARTNER_DEMO_PORT).toBe(8070);
    expect(env.PARTNER_FRAME_ORIGINS).toBeUndefined();
    expect(partnerFrameOrigins(env)).toEqual({ mymove: ['http://localhost:8070', 'http://127.0.0.1:8070'] });
    expect(partnerFrameOrigins(readEnv({ PARTNER_DEMO_PORT: '9170' }))).toEqual({
      mymove: ['http://localhost:9170', 'http://127.0.0.1:9170'],
    });
    expect(partnerFrameOrigins(readEnv({ PARTNER_DEMO_PORT: '0' }))).toEqual({});
  });

  it('reads PARTNER_FRAME_ORIGINS per partner; empty frames nobody, not even the demo', () => {
    const env = readEnv({
      PARTNER_FRAME_ORIGINS: 'mymove=https://www.mymove.example,http://127.0.0.1:8070;safeco=https://safeco.example',
    });
    expect(partnerFrameOrigins(env)).toEqual({
      mymove: ['https://www.mymove.example', 'http://127.0.0.1:8070'],
      safeco: ['https://safeco.example'],
    });
    expect(partnerFrameOrigins(readEnv({ PARTNER_FRAME_ORIGINS: '' }))).toEqual({});
  });

  it('fails loudly on a bad list or port, naming the variable', () => {
    expect(() => readEnv({ PARTNER_FRAME_ORIGINS: 'mymove=*' })).toThrow(
      /PARTNER_FRAME_ORIGINS: 'mymove' lists a value/,
    );
    expect(() => readEnv({ PARTNER_FRAME_ORIGINS: 'https://www.mymove.example' })).toThrow(/PARTNER_FRAME_ORIGINS/);
    expect(() => readEnv({ PARTNER_DEMO_PORT: '65535' })).toThrow(/PARTNER_DEMO_PORT/);
    expect(() => readEnv({ PARTNER_DEMO_PORT: 'x' })).toThrow(/PARTNER_DEMO_PORT/);
  });
});
