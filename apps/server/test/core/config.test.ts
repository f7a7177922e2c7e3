import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/core/config.ts';

/** The error loadConfig throws for `env`, or a failure if it throws none. */
function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return err as ConfigError;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig defaults', () => {
  it('starts with nothing set', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      env: 'production',
      port: 3000,
      // Production without PUBLIC_URL: this machine only, where http://localhost:3000 is true.
      host: '127.0.0.1',
      publicUrl: 'http://localhost:3000',
      publicUrlIsLocal: true,
      siteName: 'Laurel Design Award',
      dataDir: resolve('./data'),
      databasePoolSize: 10,
      demoData: true,
      logLevel: 'info',
      sessionTtlHours: 168,
      trustProxy: false,
      entriesPerSeasonMax: 20,
    });
    expect(c.databaseUrl).toBeUndefined();
    expect(c.redisUrl).toBeUndefined();
    expect(c.smtpUrl).toBeUndefined();
    expect(c.webDist).toMatch(/apps[/\\]web[/\\]dist$/);
  });

  it('treats an empty variable as unset', () => {
    const c = loadConfig({ PORT: '', DATABASE_URL: '', DEMO_DATA: '' });
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.demoData).toBe(true);
  });

  it('reads good values', () => {
    const c = loadConfig({
      PORT: '8080',
      DATA_DIR: '/var/lib/laurel',
      PUBLIC_URL: 'https://awards.example.com/',
      DATABASE_URL: 'postgres://laurel:secret@db:5432/laurel',
      REDIS_URL: 'redis://cache:6379',
      DEMO_DATA: 'no',
      TRUST_PROXY: '1',
      SESSION_TTL_HOURS: '24',
      NODE_ENV: 'development',
    });
    expect(c).toMatchObject({
      port: 8080,
      dataDir: '/var/lib/laurel',
      publicUrl: 'https://awards.example.com',
      databaseUrl: 'postgres://laurel:secret@db:5432/laurel',
      redisUrl: 'redis://cache:6379',
      demoData: false,
      trustProxy: true,
      sessionTtlHours: 24,
      env: 'development',
    });
  });

  it('derives the public URL from the port when PUBLIC_URL is unset', () => {
    expect(loadConfig({ PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
  });
});

describe('loadConfig refuses bad values, naming the variable and what it must be', () => {
  it.each([
    ['PORT', 'abc', /must be a number/],
    ['PORT', '70000', /must be a whole number from 0 to 65535/],
    ['PORT', '80.5', /must be a whole number/],
    ['DATABASE_URL', 'not-a-url', /must be a URL starting with postgres:\/\/ or postgresql:\/\//],
    ['DATABASE_URL', 'mysql://db/laurel', /postgres:\/\//],
    ['REDIS_URL', 'http://cache', /redis:\/\//],
    ['SESSION_TTL_HOURS', '-1', /must be a whole number from 1 to 8760/],
    ['DATABASE_POOL_SIZE', '0', /must be a whole number from 1 to 200/],
    ['DEMO_DATA', 'maybe', /must be true or false/],
    ['LOG_LEVEL', 'loud', /info/],
    ['CONTACT_EMAIL', 'nobody', /must be an e-mail address/],
    ['NODE_ENV', 'staging', /production/],
    ['ENTRIES_PER_SEASON_MAX', '0', /must be a whole number from 1 to 1000/],
  ])('%s=%s', (name, value, what) => {
    const err = configError({ [name]: value });
    const line = err.message.split('\n').find((l) => l.trim().startsWith(`${name}:`));
    expect(line, `a line for ${name} in:\n${err.message}`).toBeDefined();
    expect(line).toMatch(what);
    expect(line).toContain(JSON.stringify(value));
  });

  it('lists every bad variable at once, one line each', () => {
    const err = configError({
      PORT: 'abc',
      DATABASE_URL: 'not-a-url',
      SESSION_TTL_HOURS: '-1',
      DEMO_DATA: 'maybe',
      SITE_NAME: 'Fine',
    });
    const lines = err.message
      .split('\n')
      .slice(1)
      .map((l) => l.trim().split(':')[0]);
    expect(lines.sort()).toEqual(['DATABASE_URL', 'DEMO_DATA', 'PORT', 'SESSION_TTL_HOURS']);
    expect(err.message).not.toContain('SITE_NAME');
  });

  it('does not echo a secret in a good URL it did not complain about', () => {
    const err = configError({ DATABASE_URL: 'postgres://laurel:s3cret@db/laurel', PORT: 'abc' });
    expect(err.message).not.toContain('s3cret');
  });

  it('turns a payment provider on only with all of its settings, naming the missing ones', () => {
    expect(loadConfig({}).payments).toEqual({ timeoutMs: 15_000 });
    const antom = { ANTOM_CLIENT_ID: 'C1', ANTOM_MERCHANT_PRIVATE_KEY_FILE: '/keys/m.pem', ANTOM_PUBLIC_KEY_FILE: '/keys/a.pem' };
    expect(loadConfig(antom).payments.antom).toEqual({
      clientId: 'C1',
      merchantPrivateKeyFile: '/keys/m.pem',
      antomPublicKeyFile: '/keys/a.pem',
      keyVersion: '1',
      baseUrl: 'https://open-sea-global.alipay.com',
    });
    const err = configError({ ANTOM_CLIENT_ID: 'C1', TRANSFEREASY_MERCHANT_NO: 'M1' });
    expect(err.message).toContain('Antom needs ANTOM_MERCHANT_PRIVATE_KEY_FILE, ANTOM_PUBLIC_KEY_FILE as well');
    // The first incomplete provider stops the start; its message names no value.
    expect(err.message).not.toContain('C1');
    const badKey = configError({ WXPAY_API_V3_KEY: 'short-secret' }).message;
    expect(badKey).toMatch(/WXPAY_API_V3_KEY: must be the 32-character APIv3 key \(got a value, not shown\)/);
    expect(badKey).not.toContain('short-secret');
  });
  describe('the payment sandbox (apps/server/src/services/payments/README.md#the-sandbox)', () => {
    const antom = { ANTOM_CLIENT_ID: 'C1', ANTOM_MERCHANT_PRIVATE_KEY_FILE: '/keys/m.pem', ANTOM_PUBLIC_KEY_FILE: '/keys/a.pem' };
    it('is on for a demo (production, demo data, no real provider), so a newcomer can pay, and off on a live site', () => {
      expect(loadConfig({ NODE_ENV: 'production' }).paymentSandbox).toBe(true);
      expect(loadConfig({ NODE_ENV: 'production', DEMO_DATA: 'false' }).paymentSandbox).toBe(false);
      expect(loadConfig({ NODE_ENV: 'production', ...antom }).paymentSandbox).toBe(false);
      expect(loadConfig({ NODE_ENV: 'production', PAYMENT_SANDBOX: 'false' }).paymentSandbox).toBe(false);
      expect(loadConfig({ NODE_ENV: 'development', DEMO_DATA: 'false' }).paymentSandbox).toBe(true);
    });

    it('refuses to start in production with the sandbox beside a real provider, unless a second setting says so', () => {
      const err = configError({ NODE_ENV: 'production', PAYMENT_SANDBOX: 'true', ...antom });
      expect(err.message).toContain('PAYMENT_SANDBOX');
      expect(err.message).toContain('PAYMENT_SANDBOX_WITH_LIVE_PROVIDERS=true');
      expect(loadConfig({ NODE_ENV: 'production', PAYMENT_SANDBOX: 'true', PAYMENT_SANDBOX_WITH_LIVE_PROVIDERS: 'true', ...antom }).paymentSandbox).toBe(true);
      // Away from production, testing beside a provider's own sandbox is ordinary.
      expect(loadConfig({ NODE_ENV: 'development', ...antom }).paymentSandbox).toBe(true);
    });
  });

  describe('the public address in production (docs/decisions/014-public-url-in-production.md)', () => {
    const publicUrlLine = (env: Record<string, string>) => {
      const err = configError(env);
      expect(err.message.split('\n')).toHaveLength(2);
      return err.message.split('\n')[1]!.trim();
    };

    it('refuses to start a production server others reach without PUBLIC_URL, in one line saying why', () => {
      const reached: Record<string, string>[] = [{ HOST: '0.0.0.0' }, { HOST: '::' }, { HOST: '10.0.0.5' }, { TRUST_PROXY: 'true' }, { HOST: '127.0.0.1', TRUST_PROXY: 'true' }];
      for (const env of reached) {
        const line = publicUrlLine({ NODE_ENV: 'production', ...env });
        expect(line, JSON.stringify(env)).toMatch(/^PUBLIC_URL: required in production when the server is reached from elsewhere/);
        expect(line).toContain("certificates' verification QR codes");
      }
    });

    it('listens beyond this machine once it knows its address, and on this machine alone until then', () => {
      expect(loadConfig({ PUBLIC_URL: 'https://awards.example.org' })).toMatchObject({ host: '0.0.0.0', publicUrl: 'https://awards.example.org', publicUrlIsLocal: false });
      expect(loadConfig({ HOST: '0.0.0.0', TRUST_PROXY: 'true', PUBLIC_URL: 'https://awards.example.org' }).host).toBe('0.0.0.0');
      for (const host of ['127.0.0.1', 'localhost', '::1']) expect(loadConfig({ HOST: host }).host).toBe(host);
      // Away from production nothing changes: every interface, the local address.
      expect(loadConfig({ NODE_ENV: 'development' })).toMatchObject({ host: '0.0.0.0', publicUrl: 'http://localhost:3000' });
      expect(loadConfig({ NODE_ENV: 'test', HOST: '0.0.0.0', TRUST_PROXY: 'true' }).host).toBe('0.0.0.0');
    });
  });

  describe('the certificate’s signer (apps/server/src/services/documents/README.md#certificates)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'laurel-config-'));
    const png = join(dir, 'signature.png');
    const text = join(dir, 'signature.txt');
    writeFileSync(png, Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'));
    writeFileSync(text, 'not an image');
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const lineFor = (env: Record<string, string>) => configError(env).message.split('\n').find((l) => l.trim().startsWith('CERTIFICATE_SIGNATURE_FILE:'));

    it('is nobody unless named, and a signature image is a readable PNG beside a name', () => {
      expect(loadConfig({}).certificates).toEqual({ juryChair: null, signatureFile: null });
      expect(loadConfig({ CERTIFICATE_JURY_CHAIR: 'Prof. Lena Berg', CERTIFICATE_SIGNATURE_FILE: png }).certificates).toEqual({
        juryChair: 'Prof. Lena Berg',
        signatureFile: png,
      });
      expect(lineFor({ CERTIFICATE_SIGNATURE_FILE: png })).toMatch(/needs CERTIFICATE_JURY_CHAIR as well/);
      expect(lineFor({ CERTIFICATE_JURY_CHAIR: 'Lena Berg', CERTIFICATE_SIGNATURE_FILE: text })).toMatch(/must be a PNG image/);
      expect(lineFor({ CERTIFICATE_JURY_CHAIR: 'Lena Berg', CERTIFICATE_SIGNATURE_FILE: join(dir, 'missing.png') })).toMatch(/cannot be read \(got ".*missing\.png"\)/);
    });
  });
});
