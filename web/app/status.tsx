/** A whole-page status line ('Loading...', 'Setting up your account...'), announced politely. */
export function PageStatus({ text }: { text: string }) {
  return (
    <div
      role="status"
      className="flex flex-1 items-center justify-center gap-3 px-4 py-24 text-muted-foreground"
    >
      <span
        className="size-5 animate-spin rounded-full border-2 border-current border-t-transparent"
        aria-hidden
      />
      {text}
    </div>
  );
}
