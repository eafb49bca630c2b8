import { describe, expect, it } from 'vitest';
import { readEnv } from './env';

describe('readEnv', () => {
  it('defaults the port, host, data directory, log level and fault header', () => {
    expect(readEnv({})).toMatchObject({ PORT: 8080, HOST: '0.0.0.0', DATA_DIR: '.data', LOG_LEVEL: 'info', SANDBOX_FAULTS_HEADER: 'on' });
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
    expect(readEnv({})).toMatchObject({ VAULT_PORT: 8090, SANDBOX_SMS_OUTBOX: 'on' });
    expect(readEnv({}).VAULT_ALLOWED_ORIGINS).toBeUndefined();
    expect(readEnv({ VAULT_ALLOWED_ORIGINS: 'https://app.example.com, http://10.0.0.5:8080' }).VAULT_ALLOWED_ORIGINS).toEqual([
      'https://app.example.com',
      'http://10.0.0.5:8080',
    ]);
    expect(() => readEnv({ VAULT_ALLOWED_ORIGINS: 'app.example.com/path' })).toThrow(/VAULT_ALLOWED_ORIGINS/);
  });
});
