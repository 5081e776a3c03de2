// async-exit-hook ships no types; we only call unhookEvent (see cli/embedded-postgres.ts).
declare module "async-exit-hook" {
  const exitHook: { unhookEvent(event: string): void };
  export default exitHook;
}
