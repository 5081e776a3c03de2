// The friendship decider, given/when/then: a request waits for the other student's answer, a
// request sent back is that answer, an invite makes friends at once, and every refusal says why.
import { describe, expect, it } from "vitest";
import { deciderSpec } from "../../testing/decider-spec.ts";
import {
  ALREADY_FRIENDS,
  FRIEND_YOURSELF,
  NO_REQUEST,
  NOT_FRIENDS,
  REQUEST_PENDING,
  type FriendshipCommand,
} from "./decide.ts";
import { friendshipDecider } from "./decider.ts";
import { friendshipStream, parseFriendshipEvent, type FriendshipEvent } from "./events.ts";

const sam = "7d0c6f7e-4d59-4a5e-9a43-3f4a4f1b2c3d";
const ava = "0b1c2d3e-4f50-4a61-8b72-93a4b5c6d7e8";
const now = new Date("2026-11-25T15:00:00Z");
const at = now.toISOString();
const context = { now };
const given = deciderSpec(friendshipDecider);

const sent = (fromUserId: string, toUserId: string): FriendshipEvent => ({
  type: "FriendRequestSent",
  data: { fromUserId, toUserId, sentAt: "2026-11-24T10:00:00.000Z" },
});
const accepted: FriendshipEvent = {
  type: "FriendRequestAccepted",
  data: { fromUserId: sam, byUserId: ava, acceptedAt: "2026-11-24T11:00:00.000Z" },
};
const request = (fromUserId: string, toUserId: string): FriendshipCommand => ({
  type: "SendFriendRequest",
  fromUserId,
  toUserId,
});

describe("the pair's stream", () => {
  it("given either order of the two ids, then the same stream", () => {
    expect(friendshipStream(sam, ava)).toBe(friendshipStream(ava, sam));
    expect(friendshipStream(sam, ava)).toBe(`friendship-${ava}-${sam}`);
  });

  it("given a stored event with a missing field, then parsing names the type", () => {
    expect(() =>
      parseFriendshipEvent("FriendRequestSent", { fromUserId: sam, toUserId: ava }),
    ).toThrow(/malformed FriendRequestSent/);
  });
});

describe("SendFriendRequest", () => {
  it("given strangers, when Sam asks Ava, then a request is sent", () => {
    given([])
      .when(request(sam, ava), context)
      .then([{ type: "FriendRequestSent", data: { fromUserId: sam, toUserId: ava, sentAt: at } }]);
  });

  it("given Sam's pending request, when Sam asks again, then refused: already pending", () => {
    given([sent(sam, ava)])
      .when(request(sam, ava), context)
      .thenRefused("conflict", REQUEST_PENDING);
  });

  it("given Sam's pending request, when Ava asks Sam back, then that is her Accept", () => {
    given([sent(sam, ava)])
      .when(request(ava, sam), context)
      .then([
        { type: "FriendRequestAccepted", data: { fromUserId: sam, byUserId: ava, acceptedAt: at } },
      ]);
  });

  it("given friends, when either asks, then refused: already friends", () => {
    const refused = given([sent(sam, ava), accepted])
      .when(request(ava, sam), context)
      .thenRefused("conflict", ALREADY_FRIENDS);
    expect(refused.code).toBe("already-friends");
  });

  it("given anyone, when a student asks themselves, then refused", () => {
    given([]).when(request(sam, sam), context).thenRefused("invalid", FRIEND_YOURSELF);
  });

  it("given a declined request, when Sam asks again, then a new request is sent", () => {
    const declined: FriendshipEvent = {
      type: "FriendRequestDeclined",
      data: { fromUserId: sam, byUserId: ava, declinedAt: "2026-11-24T12:00:00.000Z" },
    };
    given([sent(sam, ava), declined])
      .when(request(sam, ava), context)
      .then([{ type: "FriendRequestSent", data: { fromUserId: sam, toUserId: ava, sentAt: at } }]);
  });
});

describe("AcceptFriendRequest and DeclineFriendRequest", () => {
  it("given Sam's request, when Ava accepts, then they are friends", () => {
    const spec = given([sent(sam, ava)]).when(
      { type: "AcceptFriendRequest", byUserId: ava, fromUserId: sam },
      context,
    );
    spec.then([
      { type: "FriendRequestAccepted", data: { fromUserId: sam, byUserId: ava, acceptedAt: at } },
    ]);
    const state = given([sent(sam, ava), ...spec.events()]).state;
    expect(state).toEqual({ status: "friends" });
  });

  it("given Sam's request, when Ava declines, then it is declined and they are strangers", () => {
    const spec = given([sent(sam, ava)]).when(
      { type: "DeclineFriendRequest", byUserId: ava, fromUserId: sam },
      context,
    );
    spec.then([
      { type: "FriendRequestDeclined", data: { fromUserId: sam, byUserId: ava, declinedAt: at } },
    ]);
    expect(given([sent(sam, ava), ...spec.events()]).state).toEqual({ status: "none" });
  });

  it("given Sam's request, when Sam tries to accept it himself, then refused: no request to him", () => {
    const refused = given([sent(sam, ava)])
      .when({ type: "AcceptFriendRequest", byUserId: sam, fromUserId: ava }, context)
      .thenRefused("conflict", NO_REQUEST);
    expect(refused.code).toBe("no-request");
  });

  it("given no request, when Ava declines, then refused: nothing to answer", () => {
    given([])
      .when({ type: "DeclineFriendRequest", byUserId: ava, fromUserId: sam }, context)
      .thenRefused("conflict", NO_REQUEST);
  });

  it("given friends, when Ava accepts again, then refused: already friends", () => {
    given([sent(sam, ava), accepted])
      .when({ type: "AcceptFriendRequest", byUserId: ava, fromUserId: sam }, context)
      .thenRefused("conflict", ALREADY_FRIENDS);
  });
});

describe("AddFriendByInvite", () => {
  const invite: FriendshipCommand = {
    type: "AddFriendByInvite",
    inviterUserId: sam,
    inviteeUserId: ava,
  };

  it("given strangers, when Ava uses Sam's code, then friends at once", () => {
    given([])
      .when(invite, context)
      .then([
        {
          type: "FriendAddedByInvite",
          data: { inviterUserId: sam, inviteeUserId: ava, addedAt: at },
        },
      ]);
  });

  it("given a pending request either way, when the code is used, then friends at once", () => {
    given([sent(ava, sam)])
      .when(invite, context)
      .then([
        {
          type: "FriendAddedByInvite",
          data: { inviterUserId: sam, inviteeUserId: ava, addedAt: at },
        },
      ]);
  });

  it("given friends, when the code is used, then refused: already friends", () => {
    given([sent(sam, ava), accepted])
      .when(invite, context)
      .thenRefused("conflict", ALREADY_FRIENDS);
  });

  it("given anyone, when a student's own code makes them their own friend, then refused", () => {
    given([])
      .when({ type: "AddFriendByInvite", inviterUserId: sam, inviteeUserId: sam }, context)
      .thenRefused("invalid", FRIEND_YOURSELF);
  });
});

describe("RemoveFriend", () => {
  it("given friends, when Ava removes Sam, then removed and they are strangers", () => {
    const spec = given([sent(sam, ava), accepted]).when(
      { type: "RemoveFriend", byUserId: ava, otherUserId: sam },
      context,
    );
    spec.then([
      { type: "FriendRemoved", data: { byUserId: ava, otherUserId: sam, removedAt: at } },
    ]);
    expect(given([sent(sam, ava), accepted, ...spec.events()]).state).toEqual({ status: "none" });
  });

  it("given a pending request only, when Sam removes Ava, then refused: not friends", () => {
    given([sent(sam, ava)])
      .when({ type: "RemoveFriend", byUserId: sam, otherUserId: ava }, context)
      .thenRefused("conflict", NOT_FRIENDS);
  });
});
