/**
 * The real imports running in this process and the ones just finished: their status and progress, which the
 * client polls; one runs at a time.
 */
import { randomUUID } from 'node:crypto';
import type { CsvImportSummary, CsvJobStatus, CsvRowError } from '@store/contracts';

export interface ImportJob {
  id: string;
  status: CsvJobStatus;
  done: number;
  total: number;
  msg: string;
  result?: CsvImportSummary;
  rowErrors?: CsvRowError[];
  finishedAt?: number;
  promise: Promise<void>;
}

/** How long a finished import stays readable, and how many are kept. */
const KEEP_MS = 60 * 60_000;
const KEEP_COUNT = 20;

/**
 * The real imports of this server process. They live in memory: the client polls the instance that
 * accepted its file (with several instances behind a balancer, polling needs sticky sessions).
 * One import runs at a time.
 */
export class ImportJobs {
  private readonly jobs = new Map<string, ImportJob>();
  private current: ImportJob | null = null;

  get busy() {
    return this.current !== null;
  }

  get(id: string) {
    return this.jobs.get(id);
  }

  /** Starts `run` now; it reports progress through `progress(done)` and settles the job's status. */
  start(
    total: number,
    msgs: { running: string; done: string; failed: string },
    run: (progress: (done: number) => void) => Promise<CsvImportSummary>,
    onError: (error: unknown, job: ImportJob) => void,
  ): ImportJob {
    this.prune();
    const job: ImportJob = { id: randomUUID(), status: 'running', done: 0, total, msg: msgs.running, promise: Promise.resolve() };
    this.jobs.set(job.id, job);
    this.current = job;
    job.promise = run((done) => {
      job.done = Math.min(done, total);
    })
      .then((result) => {
        Object.assign(job, { status: 'done', done: total, result, msg: msgs.done });
      })
      .catch((error) => {
        Object.assign(job, { status: 'failed', msg: msgs.failed });
        onError(error, job);
      })
      .finally(() => {
        job.finishedAt = Date.now();
        if (this.current === job) this.current = null;
      });
    return job;
  }

  /** Waits for the running import (the server closes only after it committed or rolled back). */
  async drain() {
    await this.current?.promise;
  }

  private prune() {
    const now = Date.now();
    const finished = [...this.jobs.values()].flatMap((j) => (j.finishedAt === undefined ? [] : [{ id: j.id, finishedAt: j.finishedAt }]));
    finished.forEach((j, i) => {
      if (now - j.finishedAt > KEEP_MS || i < finished.length - KEEP_COUNT) this.jobs.delete(j.id);
    });
  }
}
