import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { SystemStatus } from "../features/system-status/system-status.tsx";
import "./styles.css";

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <SystemStatus />
  </StrictMode>,
);
