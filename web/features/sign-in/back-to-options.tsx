import { ArrowLeft } from "lucide-react";
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
