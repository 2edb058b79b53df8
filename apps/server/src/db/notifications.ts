import pg from 'pg';
import type { TDatabase } from './client';

export interface TChannelListener {
  /** Whether every notification since the last `onReady` reaches `onMessage`. */
  readonly isListening: boolean;
  close(): Promise<void>;
}

interface TListenOptions {
  channel: string;
  onMessage: (payload: string) => void;
  /** Listening (again): whatever was missed while not listening is unknown. */
  onReady: () => void;
  /** The connection ended: notifications may be lost until `onReady` runs again. */
  onLost: (error: Error) => void;
  /** Wait before connecting again after a loss. */
  retryMs?: number;
}

/**
 * LISTEN on a channel. On PostgreSQL a dedicated connection (never one of the pool's, which
 * would drop the LISTEN when returned), connected again after a loss; on PGlite the one process's
 * own notifications.
 */
export async function listenToChannel(
  database: TDatabase,
  options: TListenOptions,
): Promise<TChannelListener> {
  if (database.pglite) {
    const unlisten = await database.pglite.listen(options.channel, options.onMessage);
    options.onReady();
    return { isListening: true, close: () => unlisten() };
  }
  return listenOnPostgres(database.url!, options);
}

async function listenOnPostgres(url: string, options: TListenOptions): Promise<TChannelListener> {
  let client: pg.Client | null = null;
  let listening = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = (error: Error) => {
    if (closed || !client) return;
    listening = false;
    client.removeAllListeners();
    void client.end().catch(() => undefined);
    client = null;
    options.onLost(error);
    retry = setTimeout(() => void connect().catch(lost), options.retryMs ?? 1000);
  };

  async function connect() {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    client = next;
    next.on('error', lost);
    next.on('end', () => lost(new Error('the connection ended')));
    next.on('notification', (message) => {
      if (message.channel === options.channel) options.onMessage(message.payload ?? '');
    });
    await next.connect();
    await next.query(`LISTEN "${options.channel.replaceAll('"', '')}"`);
    if (closed || client !== next) return;
    listening = true;
    options.onReady();
  }

  await connect().catch(lost);
  return {
    get isListening() {
      return listening;
    },
    async close() {
      closed = true;
      listening = false;
      clearTimeout(retry);
      const last = client;
      client = null;
      last?.removeAllListeners();
      await last?.end().catch(() => undefined);
    },
  };
}
