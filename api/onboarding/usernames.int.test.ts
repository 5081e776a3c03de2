// Usernames against a real Postgres: the lists, a proposed free name, taking one (unique
// whatever the case, the old one freed), refusals that name the field, and erasure freeing it.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { sql } from "../../database/pool.ts";
import { parseUsername } from "../../domain/usernames/username.ts";
import { ADJECTIVES, ANIMALS } from "../../domain/usernames/words.ts";
import { startTestApi, type TestApi } from "../../testing/api.ts";

let api: TestApi;
/** The server's clock: real time unless a test moves it. */
let clock: Date | null = null;
beforeAll(async () => {
  api = await startTestApi({ now: () => clock ?? new Date() });
});
afterAll(() => api.close());

describe("usernames", () => {
  it("is 401 for visitors on every username route", async () => {
    const visitor = api.client();
    expect((await visitor.get("/api/username/options")).statusCode).toBe(401);
    expect((await visitor.post("/api/username/generate", {})).statusCode).toBe(401);
    expect(
      (await visitor.post("/api/username/update", { username: "BraveOtter042" })).statusCode,
    ).toBe(401);
  });

  it("answers the two word lists and proposes a well-formed username nobody has", async () => {
    const client = api.client();
    await client.register("lists@example.com");
    expect((await client.get("/api/username/options")).json()).toEqual({
      adjectives: [...ADJECTIVES],
      animals: [...ANIMALS],
    });
    const proposed = (await client.post("/api/username/generate", {})).json().username;
    expect(parseUsername(proposed), proposed).not.toBeNull();
    // Proposing reserves nothing: the profile has no username yet.
    expect((await client.get("/api/user/profile")).json().username).toBeNull();
  });

  it("takes a username, frees the old one on a change, and refuses a name someone else holds", async () => {
    const first = api.client();
    await first.register("first@example.com");
    const second = api.client();
    await second.register("second@example.com");

    const taken = await first.post("/api/username/update", { username: "BraveOtter042" });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toEqual({ username: "BraveOtter042" });
    expect((await first.get("/api/auth/user")).json().username).toBe("BraveOtter042");

    const clash = await second.post("/api/username/update", { username: "BraveOtter042" });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe("That username is taken. Please try another.");

    expect(
      (await first.post("/api/username/update", { username: "CalmKoala007" })).statusCode,
    ).toBe(200);
    const freed = await second.post("/api/username/update", { username: "BraveOtter042" });
    expect(freed.statusCode, freed.body).toBe(200);
    expect((await second.get("/api/user/profile")).json().username).toBe("BraveOtter042");
  });

  it("changes a username at most once every 30 days; a refused change claims nothing", async () => {
    const student = api.client();
    await student.register("changer@example.com");
    const other = api.client();
    await other.register("other.changer@example.com");
    const take = (client: typeof student, username: string) =>
      client.post("/api/username/update", { username });

    clock = new Date("2026-11-01T12:00:00Z");
    expect((await take(student, "SteadyHeron101")).statusCode).toBe(200);
    // The first choice starts no wait: one change right away.
    expect((await take(student, "SteadyHeron202")).statusCode).toBe(200);
    clock = new Date("2026-11-20T12:00:00Z");
    const early = await take(student, "SteadyHeron303");
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      "You changed your username recently. You can change it again on December 1, 2026.",
    );
    expect((await student.get("/api/auth/user")).json().username).toBe("SteadyHeron202");
    // Nothing was claimed: another student can take the name the refused change wanted.
    expect((await take(other, "SteadyHeron303")).statusCode).toBe(200);

    clock = new Date("2026-12-01T12:00:00Z");
    const later = await take(student, "SteadyHeron404");
    expect(later.statusCode, later.body).toBe(200);
    expect((await student.get("/api/auth/user")).json().username).toBe("SteadyHeron404");
    // The old name is free again.
    expect((await take(other, "SteadyHeron202")).statusCode).toBe(200);
    clock = null;
  });

  it("refuses names that are not list words and three digits, naming the field", async () => {
    const client = api.client();
    await client.register("refused@example.com");
    for (const username of [
      "braveotter042",
      "BraveOtter42",
      "Sam Smith",
      "sam@example.com",
      "BraveOtter069",
      "NastyOtter042",
    ]) {
      const response = await client.post("/api/username/update", { username });
      expect(response.statusCode, username).toBe(400);
      expect(response.json().message, username).toMatch(/^username: /);
    }
    expect((await client.get("/api/user/profile")).json().username).toBeNull();
  });

  it("frees an erased student's username for someone else", async () => {
    const leaving = api.client();
    await leaving.register("leaving@example.com");
    await leaving.post("/api/username/update", { username: "SwiftFalcon314" });
    expect((await leaving.request({ method: "DELETE", url: "/api/auth/user" })).statusCode).toBe(
      204,
    );
    const next = api.client();
    await next.register("next@example.com");
    expect(
      (await next.post("/api/username/update", { username: "SwiftFalcon314" })).statusCode,
    ).toBe(200);
  });

  it("honors a username chosen before usernames were sealed: still taken, shown, and released on a change", async () => {
    const holder = api.client();
    const { id } = await holder.register("legacy@example.com");
    const userStream = `user-${id}`;
    const legacyStream = "username-gentleheron314";
    const event = (type: string, data: object) => ({
      eventId: randomUUID(),
      type,
      data,
      metadata: {},
    });
    // As recorded before 2026-11-28: the name in the clear, claimed on username-<lower-case name>.
    await api.store.append(legacyStream, [event("UsernameClaimed", { userId: id })], {
      expectedVersion: 0,
    });
    await api.store.append(
      userStream,
      [event("UsernameChosen", { userId: id, username: "GentleHeron314", previous: null })],
      { expectedVersion: (await api.store.readStream(userStream)).length },
    );
    await api.caughtUp(api.deps.projections);
    expect((await holder.get("/api/auth/user")).json().username).toBe("GentleHeron314");

    // Still taken: the old claim counts while its holder uses the name.
    const other = api.client();
    await other.register("legacy-other@example.com");
    const clash = await other.post("/api/username/update", { username: "GentleHeron314" });
    expect(clash.statusCode, clash.body).toBe(409);

    // A change moves the holder to a keyed claim and releases the old one; nothing new is clear.
    const changed = await holder.post("/api/username/update", { username: "CalmOtter271" });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await api.store.readStream(legacyStream)).map((e) => e.type)).toEqual([
      "UsernameClaimed",
      "UsernameReleased",
    ]);
    const chosen = (await api.store.readStream(userStream)).findLast(
      (e) => e.type === "UsernameChosen",
    )!;
    expect(JSON.stringify(chosen.data)).not.toMatch(/gentleheron|calmotter/i);
    expect((await holder.get("/api/auth/user")).json().username).toBe("CalmOtter271");
    const freed = await other.post("/api/username/update", { username: "GentleHeron314" });
    expect(freed.statusCode, freed.body).toBe(200);
  });

  it("shows a sealed username to others in the clear, and a rebuild opens it into the same rows", async () => {
    const student = api.client();
    const { id } = await student.register("rebuilt@example.com");
    await student.post("/api/username/update", { username: "BoldLynx512" });
    expect(
      (await student.post("/api/username/update", { username: "NobleOrca128" })).statusCode,
    ).toBe(200);
    await api.caughtUp(api.deps.projections);
    const rows = () =>
      api.db.pool.anyFirst(sql.type(z.object({ row: z.string() }))`
        select row from (
          select 'users ' || username as row from users where user_id = ${id}
          union all select 'ranking_students ' || username from ranking_students
            where user_id = ${id}
          union all select 'learning_history ' || summary || ' ' || detail::text
            from learning_history where user_id = ${id} and type = 'UsernameChosen'
        ) r order by row`);
    const live = await rows();
    expect(live).toEqual([
      `learning_history Username changed from BoldLynx512 to NobleOrca128 {"previous": "BoldLynx512", "username": "NobleOrca128"}`,
      `learning_history Username chosen: BoldLynx512 {"previous": null, "username": "BoldLynx512"}`,
      "ranking_students NobleOrca128",
      "users NobleOrca128",
    ]);
    for (const name of ["users", "rankings", "history"]) await api.rebuild(name);
    expect(await rows()).toEqual(live);
  });
});
