// The contract suite against EventStoreDB: the server at ESDB_URL when set (one that does not
// answer fails the run), otherwise a throwaway container through testcontainers, otherwise
// skipped with the reason in the suite's name (.ci/run prints it in its summary).
import {
  GenericContainer,
  getContainerRuntimeClient,
  Wait,
  type StartedTestContainer,
} from "testcontainers";
import { vi } from "vitest";
import { appendAtCommit, describeEventStoreContract } from "./testing/contract.ts";
import { createEsdbEventStore } from "./esdb.ts";

const IMAGE = "eventstore/eventstore:24.10";
const PROBE_TIMEOUT_MS = 3000;

/** Null when a container runtime answers, else why not. Bounded: the probe must never hang collection. */
async function probeContainerRuntime(): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${PROBE_TIMEOUT_MS} ms`)),
      PROBE_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([getContainerRuntimeClient(), timeout]);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    clearTimeout(timer);
  }
}

const esdbUrl = process.env.ESDB_URL?.trim() || null;
const noRuntime = esdbUrl ? null : await probeContainerRuntime();

if (!esdbUrl && noRuntime !== null) {
  describeEventStoreContract("eventstoredb", {
    skip: `ESDB_URL is not set and testcontainers found no container runtime: ${noRuntime}`,
  });
} else {
  // Starting the container happens in the suite's beforeAll; a first image pull takes a while.
  if (!esdbUrl) vi.setConfig({ hookTimeout: 300_000 });

  describeEventStoreContract("eventstoredb", async () => {
    let container: StartedTestContainer | null = null;
    let connectionString = esdbUrl;
    if (!connectionString) {
      container = await new GenericContainer(IMAGE)
        .withEnvironment({
          EVENTSTORE_INSECURE: "true",
          EVENTSTORE_RUN_PROJECTIONS: "None",
          EVENTSTORE_MEM_DB: "true",
        })
        .withExposedPorts(2113)
        .withWaitStrategy(
          Wait.forHttp("/health/live", 2113).forStatusCodeMatching((s) => s >= 200 && s < 300),
        )
        .withStartupTimeout(120_000)
        .start();
      connectionString = `esdb://${container.getHost()}:${container.getMappedPort(2113)}?tls=false`;
    }
    const store = createEsdbEventStore({ connectionString });
    if (esdbUrl) {
      // ESDB_URL set asks for this server: one that does not answer fails the run at once, with
      // the reason, instead of every contract test timing out (or the suite being skipped).
      await store.ping().catch(async (error: unknown) => {
        await store.close();
        const reason = error instanceof Error ? error.message : String(error);
        const shown = esdbUrl.replace(/\/\/[^@/]*@/, "//***@");
        throw new Error(`ESDB_URL is set (${shown}) but EventStoreDB does not answer: ${reason}`);
      });
    }
    return {
      store,
      holdAppend: appendAtCommit(store),
      dropConnections: async () => store.simulateDisconnect(),
      async close() {
        await store.close();
        await container?.stop();
      },
    };
  });
}
