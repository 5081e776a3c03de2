// A LISTEN connection for one notification channel, on a dedicated client outside the pool,
// that reconnects with backoff. The event store's subscribers wake on `levelfield_events`; API
// processes learn the projector's checkpoints on `levelfield_checkpoints`.
import pg from "pg";
import type { Logger } from "../eventstore/logger.ts";
import { sleep } from "../eventstore/subscription.ts";

/** While it is down (`healthy` false) its users fall back to polling. */
export class Listener {
  healthy = false;
  private client: pg.Client | null = null;
  private stopped = false;
  private readonly url: string;
  private readonly channel: string;
  private readonly onNotify: (payload: string | undefined) => void;
  private readonly log: Logger;

  constructor(
    url: string,
    channel: string,
    onNotify: (payload: string | undefined) => void,
    log: Logger,
  ) {
    this.url = url;
    this.channel = channel;
    this.onNotify = onNotify;
    this.log = log;
  }

  start(): void {
    void this.run();
  }

  private async run(): Promise<void> {
    for (let attempt = 0; !this.stopped; attempt++) {
      const client = new pg.Client({
        connectionString: this.url,
        application_name: "levelfield-listen",
      });
      this.client = client;
      const ended = new Promise<void>((resolve) => {
        client.on("error", (error) => {
          this.log.warn(
            { err: error },
            `LISTEN ${this.channel} connection lost; polling until it is back`,
          );
          resolve();
        });
        client.on("end", () => resolve());
      });
      try {
        await client.connect();
        client.on("notification", (message) => this.onNotify(message.payload));
        await client.query(`listen ${this.channel}`);
        this.healthy = true;
        attempt = 0;
        this.onNotify(undefined); // something may have happened while we were not listening
        await ended;
      } catch (error) {
        if (!this.stopped)
          this.log.warn({ err: error }, `LISTEN ${this.channel} failed to connect`);
      }
      this.healthy = false;
      await client.end().catch(() => {});
      if (!this.stopped) await sleep(Math.min(100 * 2 ** attempt, 5000));
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.healthy = false;
    await this.client?.end().catch(() => {});
  }
}
