// connect-pg-simple ships no types; @types/connect-pg-simple drags in Express. This declares the
// part api/plugins/session-store.ts uses.
declare module "connect-pg-simple" {
  import type { EventEmitter } from "node:events";
  type Callback = (error?: unknown, value?: unknown) => void;
  export type PGStoreOptions = {
    conString?: string;
    conObject?: Record<string, unknown>;
    tableName?: string;
    pruneSessionInterval?: number | false;
    errorLog?: (...args: unknown[]) => void;
  };
  export interface PGStore {
    get(sid: string, callback: Callback): void;
    set(sid: string, session: unknown, callback: Callback): void;
    destroy(sid: string, callback: Callback): void;
    touch(sid: string, session: unknown, callback: Callback): void;
    close(): Promise<void>;
  }
  const connectPgSimple: (session: {
    Store: typeof EventEmitter;
  }) => new (options: PGStoreOptions) => PGStore;
  export default connectPgSimple;
}
