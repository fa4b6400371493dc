// Whether the legacy session sync of a sign-in is still to do (spec section 7): the sign-in page
// marks it due for the new session; the shell's SignInSyncFrame (src/scope) does it and marks it
// done. In memory: the sign-in moves to the shell without a page load. Its own module, with no
// imports, so the sign-in page's budget carries nothing more.
let dueFor: string | null = null;

export const signInSync = {
  /** After a sign-in: the session `sid` still has its sync to do. */
  markDue(sid: string): void {
    dueFor = sid;
  },
  isDue: (sid: string | null): boolean => sid !== null && dueFor === sid,
  done(): void {
    dueFor = null;
  },
};
