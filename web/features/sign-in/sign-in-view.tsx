// What every sign-in view shares: the way back to the start, and focus on arrival.
import { ArrowLeft } from "lucide-react";
import { useEffect, useRef, type RefObject } from "react";
import { useLocation } from "wouter";
import { Button } from "../../components/ui/button.tsx";

/** Every sign-in view's way back to the start (the age gate and the two choices). */
export function BackToOptions() {
  const [, navigate] = useLocation();
  return (
    <Button variant="ghost" className="mt-1 justify-self-center" onClick={() => navigate("/")}>
      <ArrowLeft aria-hidden />
      Back to options
    </Button>
  );
}

/**
 * Moves keyboard focus to a sign-in view's heading when the view appears (after 'Create
 * Account', an option or 'Back to options'), so the next Tab lands in the new view.
 */
export function useFocusOnShow<T extends HTMLElement>(): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
