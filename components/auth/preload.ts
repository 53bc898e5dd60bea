/**
 * The auth dialogs are loaded on first use (they are not part of the landing
 * page's JavaScript). Hovering or focusing a Sign In / Sign Up button starts
 * the download early, so the dialog usually opens without a wait.
 */
export const loadLoginDialog = () => import("./LoginDialog");
export const loadSignupDialog = () => import("./SignupDialog");
export const loadSignInPrompt = () => import("./SignInPromptDialog");

export function preloadAuthDialogs(): void {
  void loadLoginDialog().catch(() => undefined);
  void loadSignupDialog().catch(() => undefined);
}
