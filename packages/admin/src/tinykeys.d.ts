// tinykeys 3.0.0 ships its types (dist/tinykeys.d.ts) but its package.json "exports" does not name them, so
// TypeScript's bundler resolution cannot find them: this states the part the admin uses.
declare module 'tinykeys' {
  export interface KeyBindingMap {
    [keybinding: string]: (event: KeyboardEvent) => void;
  }
  export interface KeyBindingOptions {
    timeout?: number;
    event?: 'keydown' | 'keyup';
    capture?: boolean;
  }
  export function tinykeys(
    target: Window | HTMLElement,
    keyBindingMap: KeyBindingMap,
    options?: KeyBindingOptions,
  ): () => void;
}
