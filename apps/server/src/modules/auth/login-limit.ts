/**
 * Login attempts counted per account (decision 033), beside the per-address limit every form has: many
 * addresses guessing one account's password are stopped too. Counted in Redis when REDIS_URL is set, so that
 * every instance sees the same count, and in this instance's memory while Redis does not answer.
 */
import type { Redis } from 'ioredis';
import { megabytes, sizedCache } from '../../lib/sized-cache.ts';

/** The one place the numbers live: failed logins an account takes per window before it is told to wait. */
export const LOGIN_ACCOUNT_LIMIT = { failures: 10, windowMs: 15 * 60_000 } as const;

// One round trip each, atomic: the window starts with the first attempt and is not stretched by later ones.
const HIT = "local n = redis.call('INCR', KEYS[1]) if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end return n";
const UNDO = "if redis.call('EXISTS', KEYS[1]) == 1 then return redis.call('DECR', KEYS[1]) end return 0";

export class LoginAttempts {
  // 1 MB of counts (an e-mail key and its entry): the accounts tried most recently are the ones kept
  private readonly local = sizedCache<string, number>({
    bytes: megabytes(1),
    sizeOf: (_count, key) => key.length * 2 + 64,
    ttlMs: LOGIN_ACCOUNT_LIMIT.windowMs,
  });

  constructor(
    private readonly redis: Redis | null,
    private readonly prefix: string,
  ) {}

  /**
   * Counts an attempt on the account before its password is checked (so attempts made at the same moment
   * are all counted) and says whether it is over the limit.
   */
  async tooMany(email: string): Promise<boolean> {
    const key = `${this.prefix}login-account:${email}`;
    const count = await this.shared(HIT, key).catch(() => null);
    return (count ?? this.add(key, 1)) > LOGIN_ACCOUNT_LIMIT.failures;
  }

  /** Takes back this request's own attempt (the password was right): the others' attempts stay counted. */
  async succeeded(email: string): Promise<void> {
    const key = `${this.prefix}login-account:${email}`;
    if ((await this.shared(UNDO, key).catch(() => null)) === null) this.add(key, -1);
  }

  private async shared(script: string, key: string): Promise<number | null> {
    if (this.redis?.status !== 'ready') return null;
    return Number(await this.redis.eval(script, 1, key, LOGIN_ACCOUNT_LIMIT.windowMs));
  }

  private add(key: string, by: number): number {
    const count = Math.max(0, (this.local.get(key) ?? 0) + by);
    this.local.set(key, count, { noUpdateTTL: true });
    return count;
  }
}
