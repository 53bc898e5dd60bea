"use client";

import { useEffect } from "react";
import { useLoginFlag } from "./LoginFlag";

/** On /login and /signup: open that dialog over the landing page once the page is interactive. */
export function OpenAuthDialog({ mode }: { mode: "login" | "signup" }) {
  const { setIsLogin } = useLoginFlag();
  useEffect(() => {
    setIsLogin(mode === "login");
  }, [mode, setIsLogin]);
  return null;
}
