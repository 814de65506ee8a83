// The part of jsdom the prerender uses. Not @types/jsdom: vitest's optional types import it when
// present, which would bring the DOM library into the server's type check.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: object;
  }
}
