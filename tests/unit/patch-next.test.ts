import { describe, expect, it } from "vitest";
// @ts-expect-error: plain ESM script without types
import { patchRuntime } from "../../scripts/patch-next.mjs";

// The shape of Next 16.4.5's minified app-page runtime around the global error's styles (names as the minifier gave).
const runtime = [
  'function ri(e,t,r,n){let a=e.replace(/\\.[^.]+$/,""),i=new Set;return{styles:i}}',
  "async function s9(e,t){let f=new Set,E=await rT({ctx:t,loaderTree:e,injectedCSS:f,injectedJS:h,injectedFontPreloadTags:p,rootLayoutIncluded:!1,missingSlots:i}),",
  "{GlobalError:I,styles:O}=await s0(e,t),$=1;return{G:[I,O]}}",
  "async function sE(e,t){let{GlobalError:S,styles:w}=await s0(e,t);return{G:[S,w]}}",
  'let s0=async(e,t)=>{let r=rd(e).modules["global-error"];let[a,i]=await rp({ctx:t,filePath:r[1],getComponent:r[0],injectedCSS:new Set,injectedJS:new Set});return{GlobalError:a,styles:i}};',
].join("");

describe("scripts/patch-next.mjs (vercel/next.js#98110)", () => {
  it("seeds the global error's styles with the root layout's sheets for a page, not for the error document", () => {
    const { source, done } = patchRuntime(runtime);
    expect(done).toBe("patched");
    expect(source).toContain("{GlobalError:I,styles:O}=await s0(e,t,!0)");
    expect(source).toContain("{GlobalError:S,styles:w}=await s0(e,t);");
    expect(source).toContain("s0=async(e,t,__rootLayoutSent)=>");
    expect(source).toContain("injectedCSS:__rootLayoutSent?((s,l)=>(l&&ri(l[1],s,new Set,!0),s))(new Set,e[2].layout):new Set,");
    expect(patchRuntime(source).done).toBe("already patched");
  });

  it("leaves a runtime it does not recognise as it is, and says why", () => {
    const changed = runtime.replace("injectedCSS:new Set,", "injectedCSS:seen,");
    expect(patchRuntime(changed)).toEqual({ source: changed, skipped: "patterns matched 1, 0, 1 times, not once each" });
  });
});
