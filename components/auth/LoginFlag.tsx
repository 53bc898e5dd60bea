"use client";

import { createContext, useContext, useMemo, useState, type Dispatch, type ReactNode, type SetStateAction } from "react";

/**
 * The spec's login-flag context: `isLogin` starts as null and says which auth
 * dialog is open: true = sign in, false = sign up, null = neither.
 */
export type LoginFlag = boolean | null;

interface LoginFlagValue {
  isLogin: LoginFlag;
  setIsLogin: Dispatch<SetStateAction<LoginFlag>>;
}

const LoginFlagContext = createContext<LoginFlagValue | null>(null);

export function LoginFlagProvider({ children }: { children: ReactNode }) {
  const [isLogin, setIsLogin] = useState<LoginFlag>(null);
  const value = useMemo(() => ({ isLogin, setIsLogin }), [isLogin]);
  return <LoginFlagContext.Provider value={value}>{children}</LoginFlagContext.Provider>;
}

export function useLoginFlag(): LoginFlagValue {
  const value = useContext(LoginFlagContext);
  if (!value) throw new Error("useLoginFlag() needs <LoginFlagProvider> (components/auth/AuthProviders)");
  return value;
}
