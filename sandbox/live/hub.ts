// One LISTEN per sandbox process on the outbox's channel (migration 500): a notification from this
// process or, on PostgreSQL, from any other process on the database wakes every open stream, which
// then reads the outbox after its last id. Listening starts with the first stream.
import type { Database } from '../db/database';

export const LIVE_CHANNEL = 'live_changes';

export class LiveHub {
  private readonly wakers = new Set<() => void>();
  private readonly enders = new Set<() => void>();
  private listening: Promise<() => Promise<void>> | null = null;

  constructor(private readonly db: Database) {}

  /** `end` closes the stream when the server stops (an open stream would hold the close). */
  async subscribe(wake: () => void, end: () => void): Promise<() => void> {
    this.wakers.add(wake);
    this.enders.add(end);
    this.listening ??= this.db.listen(LIVE_CHANNEL, () => {
      for (const w of this.wakers) w();
    });
    await this.listening;
    return () => {
      this.wakers.delete(wake);
      this.enders.delete(end);
    };
  }

  endAll(): void {
    for (const end of [...this.enders]) end();
  }

  /** Wakes the streams of this process (a change written where no notification reaches, e.g. tests). */
  wakeAll(): void {
    for (const w of this.wakers) w();
  }

  async close(): Promise<void> {
    const unlisten = await this.listening;
    this.listening = null;
    await unlisten?.();
  }
}
