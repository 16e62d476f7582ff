/**
 * Token buckets, one per caller (partner id, or source IP for anonymous
 * callers): `burst` requests at once, refilled at `rate` per second. Local
 * stand-in for API Gateway usage-plan throttling and the WAF rate rule.
 */
interface Bucket {
  tokens: number;
  at: number;
}

const MAX_BUCKETS = 10_000;

export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(private readonly now: () => number = () => performance.now()) {}

  /** 0 when the call may go ahead (and is counted), else whole seconds to wait. */
  take(caller: string, rate: number, burst: number): number {
    const now = this.now();
    let bucket = this.buckets.get(caller);
    if (!bucket) {
      if (this.buckets.size >= MAX_BUCKETS) this.buckets.clear(); // bounded: forget idle callers
      bucket = { tokens: burst, at: now };
      this.buckets.set(caller, bucket);
    }
    bucket.tokens = Math.min(burst, bucket.tokens + ((now - bucket.at) / 1000) * rate);
    bucket.at = now;
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.max(1, Math.ceil((1 - bucket.tokens) / rate));
  }
}
