// The user decider on stream user-<userId>: the events (events.ts), the state and `evolve`
// (state.ts), one decision per account command (decide.ts) and the profile's (decide-profile.ts),
// joined.
import { assertNever, type Decider } from "../../decider.ts";
import {
  completeDiagnostic,
  eraseUser,
  grantAdminRole,
  grantAnalystRole,
  registered,
  registerUser,
  revokeAdminRole,
  revokeAnalystRole,
  setRankingVisibility,
  type UserCommand,
  type UserContext,
} from "./decide.ts";
import { decideProfile } from "./decide-profile.ts";
import type { UserEvent } from "./events.ts";
import { evolve, initialUserState, type UserState } from "./state.ts";

export const userDecider: Decider<UserCommand, UserEvent, UserState, UserContext> = {
  initialState: initialUserState,
  evolve,
  decide(command, state, context) {
    switch (command.type) {
      case "RegisterUser":
        return registerUser(command, state, context);
      case "GrantAdminRole":
        return grantAdminRole(command, state);
      case "RevokeAdminRole":
        return revokeAdminRole(command, state);
      case "GrantAnalystRole":
        return grantAnalystRole(command, state);
      case "RevokeAnalystRole":
        return revokeAnalystRole(command, state);
      case "CompleteDiagnostic":
        return completeDiagnostic(state);
      case "SetRankingVisibility":
        return setRankingVisibility(command, state);
      case "EraseUser":
        return eraseUser(state);
      case "RecordDemographics":
      case "ChooseSchool":
      case "ChooseSatDate":
      case "SetGoalScore":
      case "SetTimeZone":
      case "ChooseUsername": {
        const user = registered(state);
        return decideProfile(command, user.userId, user.profile, context.now);
      }
      default:
        return assertNever(command);
    }
  },
};
