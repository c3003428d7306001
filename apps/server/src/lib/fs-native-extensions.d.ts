// The package ships no types; only the two calls the data-folder lock uses are declared.
declare module 'fs-native-extensions' {
  /** An exclusive (or shared) lock on the open file; false when another open file holds it. */
  export function tryLock(fd: number, opts?: { shared?: boolean }): boolean;
  export function unlock(fd: number): void;
}
