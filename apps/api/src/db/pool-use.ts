/**
 * What the shop asks of its PostgreSQL connections at this moment, for the metrics. postgres.js
 * keeps its pool's queues to itself, so the count is taken where the app hands it work: a
 * transaction holds one connection from its first statement to its COMMIT (the pool runs out
 * there: checkouts, stock changes), and waits when every connection is held; a statement outside
 * a transaction is counted until its answer arrives.
 */
import type { Sql } from 'postgres';

export interface PoolUse {
  /** Connections the pool may open (DATABASE_POOL_SIZE). */
  size: number;
  /** Transactions holding a connection. */
  transactionsOpen: number;
  /** Transactions asked for that have no connection yet. */
  transactionsWaiting: number;
  /** Statements outside transactions sent and not yet answered. */
  statementsInFlight: number;
}

type Unsafe = Sql['unsafe'];
type Begin = (...args: unknown[]) => Promise<unknown>;

/** Counts the client's transactions and statements from now on; answers the counts. */
export function watchPool(client: Sql, size: number): () => PoolUse {
  const use = { size, transactionsOpen: 0, transactionsWaiting: 0, statementsInFlight: 0 };
  // A transaction's BEGIN passes through `unsafe` too; it is counted as the transaction's wait.
  let beginning = false;

  const unsafe = client.unsafe.bind(client) as Unsafe;
  client.unsafe = ((...args: Parameters<Unsafe>) => {
    const query = unsafe(...args);
    if (beginning) return query;
    use.statementsInFlight += 1;
    // The driver settles every query through these two, an error or a closed pool included.
    const settled = query as unknown as {
      resolve: (value: unknown) => void;
      reject: (error: unknown) => void;
    };
    const { resolve, reject } = settled;
    let counted = true;
    const done = () => {
      if (counted) use.statementsInFlight -= 1;
      counted = false;
    };
    settled.resolve = (value) => {
      done();
      resolve(value);
    };
    settled.reject = (error) => {
      done();
      reject(error);
    };
    return query;
  }) as Unsafe;

  const begin = (client.begin as unknown as Begin).bind(client);
  (client as unknown as { begin: Begin }).begin = (...args: unknown[]) => {
    const run = args.pop() as (sql: unknown) => unknown;
    let holding = false;
    use.transactionsWaiting += 1;
    beginning = true;
    let transaction: Promise<unknown>;
    try {
      transaction = begin(...args, (sql: unknown) => {
        holding = true;
        use.transactionsWaiting -= 1;
        use.transactionsOpen += 1;
        return run(sql);
      });
    } finally {
      beginning = false;
    }
    return transaction.finally(() => {
      if (holding) use.transactionsOpen -= 1;
      else use.transactionsWaiting -= 1;
    });
  };

  return () => ({ ...use });
}
