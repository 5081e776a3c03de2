import { appendAtCommit, describeEventStoreContract } from "./testing/contract.ts";
import { createMemoryEventStore } from "./memory.ts";

describeEventStoreContract("memory", async () => {
  const store = createMemoryEventStore();
  return {
    store,
    holdAppend: appendAtCommit(store),
    dropConnections: async () => store.simulateDisconnect(),
    close: () => store.close(),
  };
});
