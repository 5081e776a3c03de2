// The service status screen: what /api/health says about the database, the event store and each
// projection, in words a person can read. It is what the web app shows until the product's own
// screens arrive; operators keep it as the health page.
import { useCallback, useEffect, useState } from "react";

type Check = { ok: boolean; latencyMs?: number; error?: string };
type Health = {
  status: "ok" | "unhealthy";
  database: Check;
  eventStore: Check & { kind: string };
  projector: {
    ok: boolean;
    projections: {
      name: string;
      ok: boolean;
      behindEvents: number;
      behindMs: number;
      note?: string;
      failure: { error: string } | null;
    }[];
  };
};

function describeProjection(p: Health["projector"]["projections"][number]): string {
  if (p.failure) return `stopped: ${p.failure.error}`;
  if (p.note) return p.note;
  if (p.behindEvents === 0) return "up to date";
  return `${p.behindEvents.toLocaleString("en-US")} events behind (${(p.behindMs / 1000).toFixed(1)} s)`;
}

export function SystemStatus() {
  const [health, setHealth] = useState<Health | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      const response = await fetch("/api/health", { credentials: "include" });
      setHealth((await response.json()) as Health);
      setError(null);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <main>
      <h1>Levelfield</h1>
      <p className="tagline">SAT prep that levels the playing field.</p>
      <section className="card" aria-labelledby="status-heading">
        <h2 id="status-heading">Service status</h2>
        {error && <p role="alert">Could not reach the server: {error}</p>}
        {!health && !error && <p>Checking...</p>}
        {health && (
          <ul className="checks">
            <Row
              label="Database"
              ok={health.database.ok}
              detail={
                health.database.ok ? `${health.database.latencyMs} ms` : health.database.error
              }
            />
            <Row
              label={`Event store (${health.eventStore.kind})`}
              ok={health.eventStore.ok}
              detail={
                health.eventStore.ok ? `${health.eventStore.latencyMs} ms` : health.eventStore.error
              }
            />
            {health.projector.projections.map((p) => (
              <Row
                key={p.name}
                label={`Projection: ${p.name}`}
                ok={p.ok}
                detail={describeProjection(p)}
              />
            ))}
          </ul>
        )}
        <button type="button" onClick={() => void load()}>
          Check again
        </button>
      </section>
    </main>
  );
}

function Row({ label, ok, detail }: { label: string; ok: boolean; detail?: string | undefined }) {
  return (
    <li>
      <span>
        {label}
        {detail && <span className="detail"> · {detail}</span>}
      </span>
      <span className={`badge ${ok ? "ok" : "bad"}`}>{ok ? "Healthy" : "Unhealthy"}</span>
    </li>
  );
}
