/** A token bucket per client: `rate` messages a second, bursts up to `burst`. */
export class Bucket {
  private tokens: number;
  private last = Date.now();

  constructor(private readonly rate: number, private readonly burst: number) {
    this.tokens = burst;
  }

  take(): boolean {
    const now = Date.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.rate);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
