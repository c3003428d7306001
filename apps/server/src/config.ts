/** The environment, parsed once with zod: a bad value stops the start naming the variable (README, Configuration). */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { STORE_TIME_ZONE } from '@store/contracts/constants';
import { STORE_PROFILE } from '@store/contracts/store-profile';
import { z } from 'zod';
import { serverRoot } from './paths.ts';

// The memory defaults live here, not in the modules that use them: the supervisor loads this file and must not
// load the database driver or the catalogue cache to read two numbers.
/** The catalogue cache's whole budget when the configuration names none (CATALOG_CACHE_MB, decision 034). */
export const CATALOG_CACHE_MB = 120;
/**
 * PGlite's page cache (shared_buffers) when the configuration names none. PostgreSQL's 128 MB default lives
 * in this process's WebAssembly memory, which never shrinks: a catalogue of 20,000 products × 4 touched all of
 * it. The operating system's file cache keeps the pages that fall out of it (decision 034).
 */
export const PGLITE_SHARED_BUFFERS_MB = 32;

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);
const optionalUrl = z.preprocess(emptyAsUndefined, z.url().optional());
/** An IANA zone this Node knows (Intl refuses the others). */
const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};
const count = (fallback: number) => z.preprocess(emptyAsUndefined, z.coerce.number().int().positive().default(fallback));

const envSchema = z.object({
  NODE_ENV: z.preprocess(emptyAsUndefined, z.enum(['development', 'production', 'test']).default('development')),
  PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyAsUndefined, z.string().default('0.0.0.0')),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('./data')),
  WEB_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.url().startsWith('postgres').optional()),
  SMTP_URL: optionalUrl,
  STORE_INBOX: z.preprocess(emptyAsUndefined, z.email().default('ventas@calzadoandino.ec')),
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().default('Calzado Andino Mayorista <no-responder@calzadoandino.ec>')),
  /** where a buyer's answer to the store's e-mails goes (MAIL_FROM does not read): the store's contact e-mail */
  MAIL_REPLY_TO: z.preprocess(emptyAsUndefined, z.email().default(STORE_PROFILE.email)),
  /** unset: http://localhost:$PORT, so e-mail links follow the port the store runs on */
  PUBLIC_URL: optionalUrl,
  STORE_TIME_ZONE: z.preprocess(
    emptyAsUndefined,
    z.string().refine(isTimeZone, { error: 'not a time zone (e.g. America/Guayaquil)' }).default(STORE_TIME_ZONE),
  ),
  SEED: z.preprocess(emptyAsUndefined, z.enum(['demo', 'none']).default('demo')),
  CORS_ORIGIN: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** who may set X-Forwarded-For: unset (nobody), 'true' (any peer) or proxy addresses/CIDRs, comma-separated */
  TRUST_PROXY: z.preprocess(emptyAsUndefined, z.string().optional()),
  LOG_LEVEL: z.preprocess(emptyAsUndefined, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
  SESSION_DAYS: count(30),
  CATALOG_CACHE_TTL_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).default(30_000)),
  /** the catalogue cache's byte budget (cards, product pages, lists' prices, responses, rendered pages), MB (decision 034) */
  CATALOG_CACHE_MB: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65_536).default(CATALOG_CACHE_MB)),
  /** PGlite's shared_buffers, MB: the embedded database's page cache, inside this process (decision 034) */
  PGLITE_SHARED_BUFFERS_MB: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(4096).default(PGLITE_SHARED_BUFFERS_MB)),
  /** unset: rate limits counted per instance; set: shared by every instance through this Redis */
  REDIS_URL: z.preprocess(emptyAsUndefined, z.url().startsWith('redis').optional()),
  /** what the rate-limit keys start with in Redis (several stores, or tests, can share one Redis) */
  REDIS_KEY_PREFIX: z.preprocess(emptyAsUndefined, z.string().default('store:rate-limit:')),
  /** an S3-compatible bucket for pictures, documents and receipts; unset: DATA_DIR on disk */
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_REGION: z.preprocess(emptyAsUndefined, z.string().default('us-east-1')),
  S3_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** 'true' (MinIO, s3rver, most self-hosted servers): bucket in the path, not in the host name */
  S3_FORCE_PATH_STYLE: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).default('true')),
  /** the bearer token /api/metrics asks for; unset: the metrics are not served */
  METRICS_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(16).optional()),
  RATE_LIMIT_MAX: count(10),
  RATE_LIMIT_WINDOW_MS: count(60_000),
  PG_POOL_SIZE: count(10),
  /** on SIGTERM, how long /api/health answers 503 while requests are still served, before the port closes */
  SHUTDOWN_DRAIN_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(60_000).default(0)),
  /** '0': this instance writes jobs (e-mails, imports, alerts) but runs none, e.g. a web-only instance */
  JOB_WORKERS: z.preprocess(emptyAsUndefined, z.enum(['0', '1']).default('1')),
  /** a failing e-mail's retries after the first attempt, and the first pause in seconds (doubling each time) */
  MAIL_RETRY_LIMIT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(20).default(8)),
  MAIL_RETRY_DELAY_SECONDS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).default(15)),
  /** electronic invoices (decision 039): off unless SRI_CERT_PATH names the store's .p12; the rest defaults to the store's profile */
  SRI_CERT_PATH: z.preprocess(emptyAsUndefined, z.string().optional()),
  SRI_CERT_PASSWORD: z.preprocess(emptyAsUndefined, z.string().default('')),
  SRI_AMBIENTE: z.preprocess(emptyAsUndefined, z.enum(['1', '2']).default('1')),
  SRI_RUC: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^\d{10}001$/, { error: '13 digits ending in 001' })
      .default(STORE_PROFILE.ruc),
  ),
  SRI_RAZON_SOCIAL: z.preprocess(emptyAsUndefined, z.string().max(300).default(STORE_PROFILE.legalName)),
  SRI_NOMBRE_COMERCIAL: z.preprocess(emptyAsUndefined, z.string().max(300).default(STORE_PROFILE.name)),
  SRI_DIR_MATRIZ: z.preprocess(emptyAsUndefined, z.string().max(300).default(STORE_PROFILE.address)),
  SRI_DIR_ESTABLECIMIENTO: z.preprocess(emptyAsUndefined, z.string().max(300).optional()),
  SRI_ESTAB: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^\d{3}$/, { error: 'three digits, e.g. 001' })
      .default('001'),
  ),
  SRI_PTO_EMI: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^\d{3}$/, { error: 'three digits, e.g. 001' })
      .default('001'),
  ),
  SRI_OBLIGADO_CONTABILIDAD: z.preprocess(emptyAsUndefined, z.enum(['SI', 'NO']).default('SI')),
  /** unset: the SRI's own hosts for the ambiente (celcer for pruebas, cel for producción) */
  SRI_RECEPCION_URL: optionalUrl,
  SRI_AUTORIZACION_URL: optionalUrl,
  SRI_TIMEOUT_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1000).max(120_000).default(20_000)),
  /** the first pause before a document the SRI has not settled is asked about again, seconds (doubling each time) */
  SRI_RETRY_DELAY_SECONDS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).default(30)),
  /** 1 adds /api/bench/ceiling, the benchmark's upper bound; never set in production */
  BENCH_ROUTES: z.preprocess(emptyAsUndefined, z.enum(['0', '1']).default('0')),
});

export type Config = ReturnType<typeof loadConfig>;

/** A `.env` file in the working directory, if there is one, adds to the environment (never overrides it). */
export function loadDotEnv(file = '.env') {
  if (existsSync(file)) process.loadEnvFile(file);
}

/** Parses the environment once; a bad variable stops the start with its name and the reason. */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const dataDir = path.resolve(c.DATA_DIR);
  return {
    env: c.NODE_ENV,
    port: c.PORT,
    host: c.HOST,
    dataDir,
    databaseUrl: c.DATABASE_URL,
    /** where PGlite keeps its files when DATABASE_URL is unset */
    pgliteDir: path.join(dataDir, 'pglite'),
    uploadsDir: path.join(dataDir, 'uploads'),
    mediaDir: path.join(dataDir, 'media'),
    outboxDir: path.join(dataDir, 'outbox'),
    /** the built storefront (npm run build) served beside the API */
    webDir: path.resolve(c.WEB_DIR ?? path.join(serverRoot, '../web/dist')),
    smtpUrl: c.SMTP_URL,
    storeInbox: c.STORE_INBOX,
    mailFrom: c.MAIL_FROM,
    mailReplyTo: c.MAIL_REPLY_TO,
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    /** PUBLIC_URL unset: the links follow the port the server is given (PORT=0 too, once it listens) */
    publicUrlFollowsPort: c.PUBLIC_URL === undefined,
    /** the store's wall clock: order dates in e-mails, "today" on the dashboard, the orders' day filters */
    storeTimeZone: c.STORE_TIME_ZONE,
    seed: c.SEED,
    corsOrigin: c.CORS_ORIGIN,
    // The client address (and so each rate-limit bucket) comes from X-Forwarded-For only behind a proxy
    // we were told about; otherwise anyone could pick a new address per request.
    trustProxy: c.TRUST_PROXY === undefined ? false : c.TRUST_PROXY === 'true' ? true : c.TRUST_PROXY.split(',').map((a) => a.trim()),
    logLevel: c.LOG_LEVEL,
    sessionDays: c.SESSION_DAYS,
    catalogCacheTtlMs: c.CATALOG_CACHE_TTL_MS,
    catalogCacheMb: c.CATALOG_CACHE_MB,
    pgliteSharedBuffersMb: c.PGLITE_SHARED_BUFFERS_MB,
    redisUrl: c.REDIS_URL,
    redisKeyPrefix: c.REDIS_KEY_PREFIX,
    /** null: files on disk under DATA_DIR */
    s3:
      c.S3_BUCKET === undefined
        ? null
        : {
            endpoint: c.S3_ENDPOINT,
            bucket: c.S3_BUCKET,
            region: c.S3_REGION,
            accessKeyId: c.S3_ACCESS_KEY_ID,
            secretAccessKey: c.S3_SECRET_ACCESS_KEY,
            forcePathStyle: c.S3_FORCE_PATH_STYLE === 'true',
          },
    metricsToken: c.METRICS_TOKEN,
    /** route config for the forms a robot would hammer: login, registration, recovery, contact */
    formRateLimit: { rateLimit: { max: c.RATE_LIMIT_MAX, timeWindow: c.RATE_LIMIT_WINDOW_MS } },
    pgPoolSize: c.PG_POOL_SIZE,
    shutdownDrainMs: c.SHUTDOWN_DRAIN_MS,
    jobWorkers: c.JOB_WORKERS === '1',
    mailRetry: { limit: c.MAIL_RETRY_LIMIT, delaySeconds: c.MAIL_RETRY_DELAY_SECONDS },
    benchRoutes: c.BENCH_ROUTES === '1',
    /** null: invoicing is off (no SRI_CERT_PATH) */
    sri:
      c.SRI_CERT_PATH === undefined
        ? null
        : {
            certPath: path.resolve(c.SRI_CERT_PATH),
            certPassword: c.SRI_CERT_PASSWORD,
            issuer: {
              ambiente: Number(c.SRI_AMBIENTE) as 1 | 2,
              ruc: c.SRI_RUC,
              razonSocial: c.SRI_RAZON_SOCIAL,
              nombreComercial: c.SRI_NOMBRE_COMERCIAL,
              dirMatriz: c.SRI_DIR_MATRIZ,
              dirEstablecimiento: c.SRI_DIR_ESTABLECIMIENTO ?? c.SRI_DIR_MATRIZ,
              estab: c.SRI_ESTAB,
              ptoEmi: c.SRI_PTO_EMI,
              obligadoContabilidad: c.SRI_OBLIGADO_CONTABILIDAD,
            },
            recepcionUrl: c.SRI_RECEPCION_URL,
            autorizacionUrl: c.SRI_AUTORIZACION_URL,
            timeoutMs: c.SRI_TIMEOUT_MS,
            retryDelaySeconds: c.SRI_RETRY_DELAY_SECONDS,
          },
  };
}
