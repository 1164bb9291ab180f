import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Public address used in links inside mails; defaults to http://localhost:PORT. */
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /** Connections to PostgreSQL this instance keeps at most. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Tandem <tandem@localhost>'),
  /** Show the mail outbox at /dev; on by default only when mails are not sent over SMTP. */
  DEV_OUTBOX: booleanFromEnv.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Serve the built web app from this folder; empty to serve the API only. */
  WEB_DIST: z.string().default('apps/web/dist'),
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Set behind a reverse proxy, so the client address comes from X-Forwarded-For. */
  TRUST_PROXY: booleanFromEnv.default(false),
  /** Set when Tandem is reached over HTTPS, so cookies are marked Secure. */
  COOKIE_SECURE: booleanFromEnv.default(false),
  /** Attempts allowed per address and e-mail in one rate-limit window of sign-in and reset. */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).max(10000).default(10),
  AUTH_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86400).default(900),
  /** Where uploaded files are kept; DATA_DIR/files unless set. */
  FILES_DIR: z.string().min(1).optional(),
  /** Keep files in this bucket of S3-compatible object storage instead of on the disk. */
  S3_BUCKET: z.string().min(3).max(63).optional(),
  /** The storage's address (for anything but AWS itself), e.g. http://127.0.0.1:9000. */
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Address buckets by path (endpoint/bucket/key), as most self-hosted storages want. */
  S3_FORCE_PATH_STYLE: booleanFromEnv.default(true),
  /** A prefix of every object's name, to share a bucket. */
  S3_PREFIX: z.string().max(200).default(''),
  /** The largest file one may upload, in megabytes. */
  FILE_MAX_MB: z.coerce.number().int().min(1).max(100_000).default(100),
  /** What all files of one account's projects may take together, in megabytes. */
  STORAGE_QUOTA_MB: z.coerce.number().int().min(1).max(100_000_000).default(10_240),
  /** Whether this instance runs background jobs and schedules (an API-only instance does not). */
  JOBS_WORKER: booleanFromEnv.default(true),
  /** Days an item stays in the trash before it is deleted for good; 0 keeps it there. */
  TRASH_DAYS: z.coerce.number().int().min(0).max(36_500).default(30),
  /** Comma-separated e-mail addresses of the people who operate this instance (failed jobs). */
  OPERATOR_EMAILS: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter((email) => email !== ''),
    ),
  /**
   * Who runs this server, for push services (a mailto: or https: address); PUBLIC_URL when it is
   * https, else the address of MAIL_FROM.
   */
  PUSH_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: or https: address')
    .optional(),
  /** Writes one signed-in person may make per minute (bursts of a quarter of it); 0 turns it off. */
  WRITE_RATE_LIMIT: z.coerce.number().int().min(0).max(1_000_000).default(600),
});

export type Config = z.infer<typeof configSchema> & {
  PUBLIC_URL: string;
  DEV_OUTBOX: boolean;
  PUSH_SUBJECT: string;
};

/** Thrown when the environment is wrong; its message names each variable at fault. */
export class ConfigError extends Error {}

/** Reads the configuration from the environment; a wrong value stops the start. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable counts as unset, except WEB_DIST, where empty means "serve the API only".
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(
      ([key, value]) => value !== undefined && (value !== '' || key === 'WEB_DIST'),
    ),
  );
  const parsed = configSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) =>
        `  ${issue.path.join('.')}: ${issue.message} (got ${JSON.stringify(env[String(issue.path[0])])})`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  const publicUrl = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
  return {
    ...config,
    PUBLIC_URL: publicUrl,
    DEV_OUTBOX: config.DEV_OUTBOX ?? (!config.SMTP_URL && config.NODE_ENV !== 'production'),
    PUSH_SUBJECT: config.PUSH_SUBJECT ?? defaultPushSubject(publicUrl, config.MAIL_FROM),
  };
}

/** Push services take an https address or a mailto: one: the public address, else the sender's. */
function defaultPushSubject(publicUrl: string, mailFrom: string): string {
  if (publicUrl.startsWith('https://')) return publicUrl;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  return `mailto:${address.trim()}`;
}
