import { describeEventStoreContract } from "./contract.ts";
import { createMemoryEventStore } from "./memory.ts";

describeEventStoreContract("memory", async () => {
  const store = createMemoryEventStore();
  return {
    store,
    // The memory store assigns a position when an append happens, so a held append is simply
    // one that happens at commit time.
    holdAppend: async (streamId, event) => ({
      commit: async () => {
        await store.append(streamId, [event], { expectedVersion: "any" });
      },
    }),
    dropConnections: async () => store.simulateDisconnect(),
    close: () => store.close(),
  };
});
