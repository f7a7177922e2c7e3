import sharp from 'sharp';
import type { AppContext } from '../../core/context.ts';
import { MAX_BUFFERED_BYTES } from './check-image.ts';

// libvips keeps recent operations, with the pixels behind them, in a cache (50 MB and 20 open
// files by default). Every upload and every size is a different file decoded once, so the cache
// would only keep memory (and removed temporary files open) after the work is done.
sharp.cache(false);
// sharp.concurrency (libvips threads per image) stays at one per core: what sets memory is how
// many images are decoded at once, which the gate below bounds, not the threads working on one.

/**
 * The two kinds of image work. An upload waits only behind a short queue and is refused beyond
 * it (the client retries after `Retry-After`); a size is asked for by an `<img>` of a page
 * showing many new images at once, so it may wait behind a longer one.
 */
export type ImageLane = 'upload' | 'size';

/**
 * An upload's queue is short in time: uploads may wait while the work ahead of them should take
 * under 2 s at the recent pace (at least 2 per slot, at most 50, so a run of slow images after
 * quick ones cannot pile up far). A queue of a fixed few would leave the slots idle between
 * small images (about 25 ms each) while refused clients wait out Retry-After's whole second, and
 * send their bodies again: with 100 entrants uploading at once that took twice as long and twice
 * the memory (bench/concurrent-entries.ts). Waiting costs no memory: the upload is on disk.
 */
const UPLOAD_WAIT_MS = 2000;
const UPLOADS_WAITING_PER_SLOT = { min: 2, max: 50 };
/** Sizes waiting per slot (each holds only a request). */
const SIZES_WAITING_PER_SLOT = 100;

/** Thrown when the lane's queue is full; nothing was started. */
export class ImageQueueFullError extends Error {
  constructor(readonly retryAfterS: number) {
    super(`image queue full, retry after ${retryAfterS} s`);
  }
}

/**
 * A process-wide limit on sharp work (issue 10: a 0.7 MB JPEG of 120 megapixels took about 1 GB
 * to re-encode, and nothing limited how many ran at once). `concurrency` slots: a job decoded row
 * by row takes one, a job that must buffer more than its share of MAX_BUFFERED_BYTES (a large
 * progressive JPEG, an interlaced PNG, a turned WebP) takes them all and runs alone (`slotsFor`).
 * Jobs start strictly in order, up to a short queue per lane: a light job never overtakes a heavy
 * one waiting at the head for the slots to empty, so the heavy one cannot starve. Bounding the
 * jobs also keeps sharp on at most that many of libuv's four pool threads, which password hashing
 * and file reads share.
 */
export class ImageWork {
  /** Slots taken by running jobs. */
  private active = 0;
  private readonly queue: { lane: ImageLane; slots: number; start: () => void }[] = [];
  private readonly waiting: Record<ImageLane, number> = { upload: 0, size: 0 };
  /** Recent job duration, for `Retry-After`. */
  private averageMs = 1000;

  constructor(readonly concurrency: number) {}

  /**
   * Slots for a job that buffers `bufferedBytes` at once: one while that fits the share of
   * MAX_BUFFERED_BYTES per slot, otherwise all of them, so the total stays within it.
   */
  slotsFor(bufferedBytes: number): number {
    return bufferedBytes > MAX_BUFFERED_BYTES / this.concurrency ? this.concurrency : 1;
  }

  async run<T>(lane: ImageLane, job: () => Promise<T>, slots = 1): Promise<T> {
    slots = Math.min(Math.max(1, slots), this.concurrency);
    if (this.fits(slots)) this.active += slots;
    else {
      if (!this.hasRoom(lane)) throw this.refuse();
      this.waiting[lane]++;
      // release() takes the slots for the waiter before starting it.
      await new Promise<void>((start) => this.queue.push({ lane, slots, start }));
    }
    const started = performance.now();
    try {
      return await job();
    } finally {
      this.averageMs = 0.8 * this.averageMs + 0.2 * (performance.now() - started);
      this.release(slots);
    }
  }

  /** Whether a job of `slots` may start now: nothing waits before it and its slots are free. */
  private fits(slots: number): boolean {
    return this.queue.length === 0 && this.active + slots <= this.concurrency;
  }

  /** Whether a job of `lane` would start or wait now, rather than be refused. */
  hasRoom(lane: ImageLane): boolean {
    return this.fits(1) || this.waiting[lane] < this.queueLimit(lane);
  }

  /** How many jobs of `lane` may wait now. */
  queueLimit(lane: ImageLane): number {
    if (lane === 'size') return SIZES_WAITING_PER_SLOT * this.concurrency;
    const { min, max } = UPLOADS_WAITING_PER_SLOT;
    const byTime = Math.floor((UPLOAD_WAIT_MS * this.concurrency) / this.averageMs);
    return Math.min(max * this.concurrency, Math.max(min * this.concurrency, byTime));
  }

  /** The refusal of one job, with when to try again. */
  refuse(): ImageQueueFullError {
    return new ImageQueueFullError(this.retryAfterS());
  }

  /**
   * Seconds until the work running and waiting has probably been done (1–60), times a random
   * 1–2 so that clients refused together do not all come back at the same moment.
   */
  retryAfterS(): number {
    const jobs = this.active + this.queue.length;
    const seconds = ((jobs * this.averageMs) / this.concurrency / 1000) * (1 + Math.random());
    return Math.min(60, Math.max(1, Math.ceil(seconds)));
  }

  /** Slots taken and jobs waiting, for tests and logs. */
  get load(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.queue.length };
  }

  /** Frees `slots` and starts the waiters at the head, in order, while their slots are free. */
  private release(slots: number): void {
    this.active -= slots;
    while (this.queue.length > 0 && this.active + this.queue[0]!.slots <= this.concurrency) {
      const next = this.queue.shift()!;
      this.active += next.slots;
      this.waiting[next.lane]--;
      next.start();
    }
  }
}

const byContext = new WeakMap<AppContext, ImageWork>();

/** The limit of this process (one context per process; the tests make one per app). */
export function imageWork(ctx: AppContext): ImageWork {
  let work = byContext.get(ctx);
  if (!work) byContext.set(ctx, (work = new ImageWork(ctx.config.uploads.imageConcurrency)));
  return work;
}
