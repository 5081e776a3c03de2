import { describe, expect, it } from "vitest";
import type { CommonQueryMethods } from "../database/pool.ts";
import type { StoredEvent } from "../eventstore/port.ts";
import type { SealedOf, SealedOpener } from "../vault/vault.ts";
import { noVault } from "./projection.ts";
import { openUsernames } from "./usernames.ts";

const living = "7d0c6f7e-4d59-4a5e-9a43-3f4a4f1b2c3d";
const erased = "0b1c2d3e-4f50-4a61-8b72-93a4b5c6d7e8";
const seal = (v: string) => `pd1.aaaa.bbbb.${Buffer.from(v).toString("base64url")}`;
const tx = {} as CommonQueryMethods;

/** A vault whose erased student's key is forgotten; counts its key reads. */
function fakeVault() {
  const calls: SealedOf[][] = [];
  const vault: SealedOpener = {
    async openEach(values) {
      calls.push([...values]);
      return values.map(({ userId, sealed }) =>
        userId === erased ? null : Buffer.from(sealed.split(".")[3]!, "base64url").toString("utf8"),
      );
    },
  };
  return { vault, calls };
}

let n = 0;
const stored = (type: string, data: object): StoredEvent => ({
  eventId: `e${++n}`,
  type,
  streamId: "user-x",
  streamVersion: n,
  data,
  metadata: {},
  recordedAt: new Date("2026-11-28T00:00:00Z"),
  position: String(n) as StoredEvent["position"],
});

describe("the usernames the projections fold", () => {
  it("given sealed usernames, when a batch is opened, then they are in the clear with one read of the keys", async () => {
    const { vault, calls } = fakeVault();
    const first = stored("UsernameChosen", {
      userId: living,
      username: seal("BraveOtter042"),
      previous: null,
      claim: "k1",
    });
    const change = stored("UsernameChosen", {
      userId: living,
      username: seal("CalmKoala007"),
      previous: seal("BraveOtter042"),
      claim: "k2",
    });
    const other = stored("TimeZoneSet", { userId: living, timeZone: "America/Chicago" });
    const opened = await openUsernames([first, other, change], { vault, tx });
    expect(opened.map((e) => e.data)).toEqual([
      { userId: living, username: "BraveOtter042", previous: null, claim: "k1" },
      other.data,
      { userId: living, username: "CalmKoala007", previous: "BraveOtter042", claim: "k2" },
    ]);
    expect(calls).toHaveLength(1);
  });

  it("given an erased student's sealed username, when opened, then the event is dropped: nothing of it is stored", async () => {
    const { vault } = fakeVault();
    const gone = stored("UsernameChosen", {
      userId: erased,
      username: seal("MariaGarcia"),
      previous: null,
      claim: "k",
    });
    expect(await openUsernames([gone], { vault, tx })).toEqual([]);
  });

  it("given usernames recorded in the clear before they were sealed, then they pass as they are, no key read", async () => {
    const legacy = stored("UsernameChosen", {
      userId: living,
      username: "BraveOtter042",
      previous: null,
    });
    // noVault fails if asked to open anything.
    expect(await openUsernames([legacy], { vault: noVault, tx })).toEqual([legacy]);
  });
});
