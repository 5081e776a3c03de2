// Runs a screen's pure state machine: each event goes through `transition`, and the effects it
// answers are carried out by `runEffect` with a runtime (the screen's own parts, plus `later`
// for timers and `dispatch` for outcomes coming back as events). Timers stop and late outcomes
// are dropped once the screen unmounts. The diagnostic and the Daily Drop run on it.
import { useCallback, useEffect, useRef, useState } from "react";

export type FlowRuntime<Event> = {
  later: (ms: number, run: () => void) => void;
  dispatch: (event: Event) => void;
};

export function useFlow<State, Event, Effect, Parts extends object>(
  initial: State,
  transition: (state: State, event: Event) => readonly [State, Effect[]],
  runEffect: (effect: Effect, runtime: Parts & FlowRuntime<Event>) => void,
  /** What the effects need besides timers and dispatch; refreshed after every render. */
  parts: Parts,
): [State, (event: Event) => void] {
  const [state, setState] = useState<State>(initial);
  const current = useRef<State>(initial);
  const mounted = useRef(false);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const runtime = useRef<(Parts & FlowRuntime<Event>) | null>(null);

  const dispatch = useCallback(
    (event: Event) => {
      const rt = runtime.current;
      if (!mounted.current || !rt) return;
      const [next, effects] = transition(current.current, event);
      if (next === current.current && effects.length === 0) return;
      current.current = next;
      setState(next);
      for (const effect of effects) runEffect(effect, rt);
    },
    [transition, runEffect],
  );

  // Events only arrive after mounting, so refreshing the runtime after each render is enough.
  useEffect(() => {
    runtime.current = {
      ...parts,
      later: (ms, run) => {
        const id = setTimeout(() => {
          timers.current.delete(id);
          run();
        }, ms);
        timers.current.add(id);
      },
      dispatch,
    };
  });

  useEffect(() => {
    mounted.current = true;
    const pending = timers.current;
    return () => {
      mounted.current = false;
      for (const id of pending) clearTimeout(id);
      pending.clear();
    };
  }, []);

  return [state, dispatch];
}
