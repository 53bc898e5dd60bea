// js-yaml ships without types (it comes with eslint); only `load` is used, by openapi.test.ts.
declare module "js-yaml" {
  export function load(source: string): unknown;
}
